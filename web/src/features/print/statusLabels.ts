import type { Binding, RefundState } from '@contract/print';
import type { MessageId, MessageValues } from '../../i18n';

type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * What a print order's status means to the buyer (our states, then Lulu's job statuses): a paid
 * order is sent to the printer by itself; NOT_SENT when that could not be done (its buyer submits it).
 */
export const ORDER_STATUS_LABELS: Record<string, MessageId> = {
  UNPAID: 'print.status.UNPAID',
  PAID: 'print.status.PAID',
  NOT_SENT: 'print.status.NOT_SENT',
  CREATED: 'print.status.CREATED',
  PAYMENT_IN_PROGRESS: 'print.status.PAYMENT_IN_PROGRESS',
  PRODUCTION_DELAYED: 'print.status.PRODUCTION_DELAYED',
  PRODUCTION_READY: 'print.status.PRODUCTION_READY',
  IN_PRODUCTION: 'print.status.IN_PRODUCTION',
  SHIPPED: 'print.status.SHIPPED',
  REJECTED: 'print.status.REJECTED',
  CANCELED: 'print.status.CANCELED',
};

/** A status the printer adds later than this list shows as the printer wrote it. */
export const statusLabel = (status: string, t: Translate) => {
  const id = ORDER_STATUS_LABELS[status];
  return id ? t(id) : status;
};

/** What money going back on an order means to the buyer. */
export const REFUND_LABELS: Record<RefundState, MessageId> = {
  refunded: 'print.refund.refunded',
  'partially-refunded': 'print.refund.partially',
  disputed: 'print.refund.disputed',
};

/** Statuses after which an order no longer changes. */
export const FINAL_STATUSES = ['SHIPPED', 'REJECTED', 'CANCELED'];

/** An order's binding and copies as the pages say them: 'Hardcover × 3 copies', 'Paperback × 1 copy'. */
export function itemLine(binding: Binding, copies: number, t: Translate): string {
  return t('print.itemLine', { binding, copies });
}
