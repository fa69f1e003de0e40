import type { PurchasesResponse } from '@contract';
import type { ReactNode } from 'react';
import { purchases } from '../api/settings';
import { Facts, LoadedCard } from './LoadedCard';
import { useFormat, useT, type MessageId } from '../../../i18n';

const CREDIT_STATUS: Record<string, MessageId> = {
  granted: 'account.purchases.credit.granted',
  refunded: 'account.purchases.credit.refunded',
  'partially-refunded': 'account.purchases.credit.partial',
  disputed: 'account.purchases.credit.disputed',
};
const ORDER_STATUS: Record<string, MessageId> = {
  PAID: 'account.purchases.order.PAID',
  NOT_SENT: 'account.purchases.order.NOT_SENT',
  CREATED: 'account.purchases.order.sent',
  UNPAID: 'account.purchases.order.sent',
  PRODUCTION_DELAYED: 'account.purchases.order.withPrinter',
  PRODUCTION_READY: 'account.purchases.order.withPrinter',
  IN_PRODUCTION: 'account.purchases.order.printing',
  SHIPPED: 'account.purchases.order.SHIPPED',
  REJECTED: 'account.purchases.order.REJECTED',
  CANCELED: 'account.purchases.order.CANCELED',
};

/** Every credit purchase and printed copy, newest first, each with its receipt's facts. */
export function PurchaseHistory() {
  const t = useT();
  const format = useFormat();
  const day = (iso: string) => (iso ? format.date(iso) : '');
  const orderStatus = (status: string) => {
    const id = ORDER_STATUS[status];
    return id ? t(id) : status;
  };
  return (
    <LoadedCard
      id="purchases"
      title={t('account.purchases.title')}
      load={purchases}
      what="purchases"
      words={{ loading: 'account.loaded.purchasesLoading', failed: 'account.loaded.purchasesFailed' }}
    >
      {(data: PurchasesResponse) =>
        data.credits.length === 0 && data.printOrders.length === 0 ? (
          <p className="text-ink-soft">{t('account.purchases.none')}</p>
        ) : (
          <>
            <Purchases title={t('account.purchases.credits')} label={t('account.purchases.creditsList')}>
              {data.credits.map((c) => (
                <li key={c.receiptId} className="rounded-card border border-sky-soft p-4">
                  <p className="font-semibold">
                    {t('account.purchases.creditLine', {
                      item: c.itemName,
                      quantity: c.quantity,
                      credits: c.creditsGranted,
                    })}
                  </p>
                  <Facts
                    rows={[
                      [t('account.purchases.paid'), format.price(c.amountCents, c.currency)],
                      [t('account.purchases.date'), day(c.paidAt)],
                      [
                        t('account.purchases.status'),
                        t(CREDIT_STATUS[c.status] ?? 'account.purchases.credit.checking'),
                      ],
                      [t('account.purchases.receipt'), c.receiptId],
                    ]}
                  />
                </li>
              ))}
            </Purchases>
            <Purchases title={t('account.purchases.printed')} label={t('account.purchases.printedList')}>
              {data.printOrders.map((o) => (
                <li key={o.orderId} className="rounded-card border border-sky-soft p-4">
                  {/* The order stays when its book is deleted; its title goes with the book. */}
                  <p className="font-semibold">
                    {o.bookDeleted
                      ? t('account.purchases.deletedBook')
                      : t('account.purchases.bookTitle', { title: o.title })}
                  </p>
                  <Facts
                    rows={[
                      [t('account.purchases.paid'), format.price(o.amountCents, o.currency)],
                      [t('account.purchases.date'), day(o.paidAt)],
                      [
                        t('account.purchases.status'),
                        o.refunded ? t('account.purchases.credit.refunded') : orderStatus(o.status),
                      ],
                      [t('account.purchases.orderNumber'), o.orderId],
                    ]}
                  />
                  {o.trackingUrl && (
                    <a
                      className="font-semibold text-leaf underline"
                      href={o.trackingUrl}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {t('account.purchases.track')}
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
