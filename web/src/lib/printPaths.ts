import { slugify } from './slug';

/**
 * The print pages' addresses: each carries what the page needs (the book, and the order), so it
 * opens from its URL alone (a fresh browser, a reload, back from the payment page), not only
 * from the navigation state of the click that led there.
 */
export const PRINT_BOOK_PARAM = 'book';
export const PRINT_ORDER_PARAM = 'order';

/** /print-book?book={storyId}: a new print order of the book. */
export function printBookPath(storyId: string): string {
  return `/print-book?${new URLSearchParams({ [PRINT_BOOK_PARAM]: storyId })}`;
}

/** /print-book-order/{slug}?book={storyId}&order={orderId}: one order's processing. */
export function printOrderPath(storyTitle: string, storyId: string, orderId: string): string {
  const query = new URLSearchParams({ [PRINT_BOOK_PARAM]: storyId, [PRINT_ORDER_PARAM]: orderId });
  return `/print-book-order/${slugify(storyTitle)}?${query}`;
}
