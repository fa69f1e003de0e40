import type { Binding, RefundState } from '@contract/print';
import { printOrders } from '@contract/routes/print';
import { userPost } from '../lib/api';

/**
 * POST /user/printOrders (paid orders, newest first, as positional rows): read by the print
 * orders page and by the library (which books were printed). Shared here so both read the rows
 * one way.
 */

/** One paid print order as the pages show it. */
export interface PrintOrderSummary {
  orderId: string;
  storyId: string;
  /** The book's title, 'Deleted book' once its owner deleted it (the order stays). */
  storyTitle: string;
  status: string;
  createdAt: string;
  totalCents: number;
  trackingUrl: string | null;
  /** Money went back on it (refunded or disputed): it is not printed. */
  refund: RefundState | null;
  binding: Binding;
  copies: number;
}

/** The paid orders, newest first. */
export async function getPrintOrders(): Promise<PrintOrderSummary[]> {
  return (await userPost(printOrders)).map((row) => {
    const [orderId, storyId, title, status, createdAt, totalCents, trackingUrl, refund, binding, copies] =
      row;
    const storyTitle = title || 'Deleted book';
    return {
      orderId,
      storyId,
      storyTitle,
      status,
      createdAt,
      totalCents,
      trackingUrl,
      refund,
      binding,
      copies,
    };
  });
}

/** Each printed book's latest order id, by book. */
export async function getPrintedBooks(): Promise<Map<string, string>> {
  const latest = new Map<string, string>();
  for (const { storyId, orderId } of await getPrintOrders())
    if (!latest.has(storyId)) latest.set(storyId, orderId);
  return latest;
}

/** The id of the book's latest paid print order, or null when it has none. */
export async function getPaidOrderOf(storyId: string): Promise<string | null> {
  return (await getPrintedBooks()).get(storyId) ?? null;
}
