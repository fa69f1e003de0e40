import type { Binding, RefundState } from '@contract/print';

/**
 * What a print order's status means to the buyer (our states, then Lulu's job statuses): a paid
 * order is sent to the printer by itself; NOT_SENT when that could not be done (its buyer submits it).
 */
export const ORDER_STATUS_LABELS: Record<string, string> = {
  UNPAID: 'Awaiting payment',
  PAID: 'Paid: sending to the printer',
  NOT_SENT: 'Paid: not sent to the printer yet',
  CREATED: 'Sent to the printer',
  PAYMENT_IN_PROGRESS: 'Being confirmed by the printer',
  PRODUCTION_DELAYED: 'Files accepted, queued for printing',
  PRODUCTION_READY: 'Ready for printing',
  IN_PRODUCTION: 'Printing and binding',
  SHIPPED: 'Shipped',
  REJECTED: 'The printer could not accept the files',
  CANCELED: 'Canceled',
};

export const statusLabel = (status: string) => ORDER_STATUS_LABELS[status] ?? status;

/** What money going back on an order means to the buyer. */
export const REFUND_LABELS: Record<RefundState, string> = {
  refunded: 'Refunded: it will not be printed',
  'partially-refunded': 'Partly refunded',
  disputed: 'Payment disputed: printing is stopped',
};

/** Statuses after which an order no longer changes. */
export const FINAL_STATUSES = ['SHIPPED', 'REJECTED', 'CANCELED'];

/** An order's binding and copies as the pages say them: 'Hardcover x 3', 'Paperback x 1'. */
export function itemLine(binding: Binding, copies: number): string {
  return `${binding === 'hardcover' ? 'Hardcover' : 'Paperback'} × ${copies} ${copies === 1 ? 'copy' : 'copies'}`;
}
