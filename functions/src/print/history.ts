import type { DocumentStore } from '../ports/documentStore.js';
import { PRINT_ORDERS_COLLECTION, orderFromDoc, shownStatusOf } from './order.js';

/** One paid print order as the account's purchase history shows it. */
export interface PaidPrintOrder {
  orderId: string;
  /** '' once its book was deleted (bookDeleted). */
  title: string;
  bookDeleted: boolean;
  amountCents: number;
  currency: string;
  status: string;
  paidAt: string;
  trackingUrl: string | null;
  refunded: boolean;
}

/**
 * Every print order the person paid for, newest first. By uid alone (no composite index needed)
 * and sorted here: a family's orders are a handful.
 */
export async function paidPrintOrders(store: DocumentStore, uid: string): Promise<PaidPrintOrder[]> {
  const rows = await store.query(PRINT_ORDERS_COLLECTION, { where: [['uid', '==', uid]], limit: 500 });
  return rows
    .map((row) => ({ id: row.id, order: orderFromDoc(row.data) }))
    .filter(({ order }) => order.stripePaid === 1 && !!order.paidAt)
    .map(({ id, order }) => ({
      orderId: id,
      title: order.storyTitle,
      bookDeleted: order.bookDeleted === true,
      amountCents: order.totalCents,
      currency: 'usd',
      status: shownStatusOf(order),
      paidAt: order.paidAt as string,
      trackingUrl: order.tracking?.url ?? order.trackingUrl ?? null,
      refunded: !!order.refund,
    }))
    .sort((a, b) => b.paidAt.localeCompare(a.paidAt));
}
