import type { Deps } from '../ports/index.js';
import { bookPath, type BookRecord } from './book.js';

/** Reading a book records it at most once a day: enough for an 18-month rule, few writes. */
const RECORD_AT_MOST_EVERY_MS = 24 * 3600 * 1000;

/** When the book was last opened, edited or ordered (older books: saved, else created). */
export function lastUsedOf(book: Pick<BookRecord, 'lastUsedAt' | 'savedAt' | 'createdAt'>): string {
  return book.lastUsedAt ?? book.savedAt ?? book.createdAt;
}

/**
 * Records that the person opened, edited or ordered the book, for the retention rule (books
 * unused for 18 months are deleted). Never fails the call it rides on.
 */
export async function markUsed(
  { store, logger }: Pick<Deps, 'store' | 'logger'>,
  bookId: string,
  book: BookRecord,
  now: Date,
): Promise<void> {
  if (book.lastUsedAt && now.getTime() - new Date(book.lastUsedAt).getTime() < RECORD_AT_MOST_EVERY_MS)
    return;
  await store.update(bookPath(bookId), { lastUsedAt: now.toISOString() }).catch((error: unknown) => {
    logger.error(`Recording the use of book ${bookId} failed`, { bookId, error });
  });
}
