import type { PurchasesResponse } from '@contract';
import type { ReactNode } from 'react';
import { purchases } from '../api/settings';
import { Facts, LoadedCard } from './LoadedCard';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const day = (iso: string) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '';

const CREDIT_STATUS: Record<string, string> = {
  granted: 'Paid',
  refunded: 'Refunded',
  'partially-refunded': 'Partly refunded',
  disputed: 'Disputed',
};
const ORDER_STATUS: Record<string, string> = {
  PAID: 'Paid: sending to the printer',
  NOT_SENT: 'Paid: not sent to the printer yet',
  CREATED: 'Sent to the printer',
  UNPAID: 'Sent to the printer',
  PRODUCTION_DELAYED: 'With the printer',
  PRODUCTION_READY: 'With the printer',
  IN_PRODUCTION: 'Being printed',
  SHIPPED: 'Shipped',
  REJECTED: 'Needs a look',
  CANCELED: 'Canceled',
};

/** Every credit purchase and printed copy, newest first, each with its receipt's facts. */
export function PurchaseHistory() {
  return (
    <LoadedCard id="purchases" title="Your purchases" load={purchases} what="purchases">
      {(data: PurchasesResponse) =>
        data.credits.length === 0 && data.printOrders.length === 0 ? (
          <p className="text-ink-soft">
            No purchases yet. Story credits and printed books you buy show up here.
          </p>
        ) : (
          <>
            <Purchases title="Story credits" label="Story credit purchases">
              {data.credits.map((c) => (
                <li key={c.receiptId} className="rounded-card border border-sky-soft p-4">
                  <p className="font-semibold">
                    {c.itemName} × {c.quantity}: {c.creditsGranted}{' '}
                    {c.creditsGranted === 1 ? 'credit' : 'credits'}
                  </p>
                  <Facts
                    rows={[
                      ['Paid', money(c.amountCents, c.currency)],
                      ['Date', day(c.paidAt)],
                      ['Status', CREDIT_STATUS[c.status] ?? 'Being checked'],
                      ['Receipt number', c.receiptId],
                    ]}
                  />
                </li>
              ))}
            </Purchases>
            <Purchases title="Printed books" label="Printed book orders">
              {data.printOrders.map((o) => (
                <li key={o.orderId} className="rounded-card border border-sky-soft p-4">
                  {/* The order stays when its book is deleted; its title goes with the book. */}
                  <p className="font-semibold">{o.bookDeleted ? 'Deleted book' : `“${o.title}”`}</p>
                  <Facts
                    rows={[
                      ['Paid', money(o.amountCents, o.currency)],
                      ['Date', day(o.paidAt)],
                      ['Status', o.refunded ? 'Refunded' : (ORDER_STATUS[o.status] ?? o.status)],
                      ['Order number', o.orderId],
                    ]}
                  />
                  {o.trackingUrl && (
                    <a
                      className="font-semibold text-leaf underline"
                      href={o.trackingUrl}
                      target="_blank"
                      rel="noreferrer"
                    >
                      Track your parcel
                    </a>
                  )}
                </li>
              ))}
            </Purchases>
          </>
        )
      }
    </LoadedCard>
  );
}

/** One kind of purchase under its heading, when there is any: a list of receipts. */
function Purchases({ title, label, children }: { title: string; label: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-xl font-semibold">{title}</h3>
      <ul className="flex flex-col gap-3" aria-label={label}>
        {children}
      </ul>
    </div>
  );
}
