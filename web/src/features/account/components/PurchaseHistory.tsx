import type { PurchasesResponse } from '@contract';
import { useEffect, useState } from 'react';
import { LoadingState } from '../../../components/ui/Spinner';
import { purchases } from '../api/settings';
import { SettingsCard } from './SettingsCard';

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
  const [data, setData] = useState<PurchasesResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    purchases().then(setData, (cause: unknown) => {
      console.error('Loading the purchases failed', cause);
      setError('We could not load your purchases. Please reload the page.');
    });
  }, []);
  return (
    <SettingsCard id="purchases" title="Your purchases">
      {error ? (
        <p role="alert">{error}</p>
      ) : !data ? (
        <LoadingState label="Loading your purchases..." />
      ) : data.credits.length === 0 && data.printOrders.length === 0 ? (
        <p className="text-ink-soft">
          No purchases yet. Story credits and printed books you buy show up here.
        </p>
      ) : (
        <>
          {data.credits.length > 0 && (
            <div className="flex flex-col gap-3">
              <h3 className="text-xl font-semibold">Story credits</h3>
              <ul className="flex flex-col gap-3" aria-label="Story credit purchases">
                {data.credits.map((c) => (
                  <li key={c.receiptId} className="rounded-card border border-sky-soft p-4">
                    <p className="font-semibold">
                      {c.itemName} × {c.quantity}: {c.creditsGranted}{' '}
                      {c.creditsGranted === 1 ? 'credit' : 'credits'}
                    </p>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
                      <dt>Paid</dt>
                      <dd>{money(c.amountCents, c.currency)}</dd>
                      <dt>Date</dt>
                      <dd>{day(c.paidAt)}</dd>
                      <dt>Status</dt>
                      <dd>{CREDIT_STATUS[c.status] ?? 'Being checked'}</dd>
                      <dt>Receipt number</dt>
                      <dd className="break-all">{c.receiptId}</dd>
                    </dl>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {data.printOrders.length > 0 && (
            <div className="flex flex-col gap-3">
              <h3 className="text-xl font-semibold">Printed books</h3>
              <ul className="flex flex-col gap-3" aria-label="Printed book orders">
                {data.printOrders.map((o) => (
                  <li key={o.orderId} className="rounded-card border border-sky-soft p-4">
                    {/* The order stays when its book is deleted; its title goes with the book. */}
                    <p className="font-semibold">{o.bookDeleted ? 'Deleted book' : `“${o.title}”`}</p>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
                      <dt>Paid</dt>
                      <dd>{money(o.amountCents, o.currency)}</dd>
                      <dt>Date</dt>
                      <dd>{day(o.paidAt)}</dd>
                      <dt>Status</dt>
                      <dd>{o.refunded ? 'Refunded' : (ORDER_STATUS[o.status] ?? o.status)}</dd>
                      <dt>Order number</dt>
                      <dd className="break-all">{o.orderId}</dd>
                    </dl>
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
              </ul>
            </div>
          )}
        </>
      )}
    </SettingsCard>
  );
}
