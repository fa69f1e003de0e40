import { BOOKS_COLLECTION, fromDoc } from '../books/book.js';
import { lastUsedOf } from '../books/usage.js';
import type { WhereClause } from '../ports/documentStore.js';
import type { Deps } from '../ports/index.js';
import { bookEraser } from './eraseBook.js';

/**
 * What the privacy policy promises, as numbers: a book nobody has opened, edited or ordered for
 * 18 months is deleted with its files; a draft never saved is deleted after 30 days.
 */
export const RETENTION = { unusedBookMonths: 18, draftDays: 30 } as const;

const DAY_MS = 24 * 3600 * 1000;

function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** The daily retention sweep, through the same deletion code as account deletion. */
export function retentionService(deps: Pick<Deps, 'store' | 'blobs' | 'clock'>) {
  const { store, clock } = deps;
  const eraseBook = bookEraser(deps);

  return {
    async sweep(): Promise<{ unusedBooks: number; drafts: number }> {
      const now = clock.now();
      const unusedBefore = monthsBefore(now, RETENTION.unusedBookMonths).toISOString();
      const draftsBefore = new Date(now.getTime() - RETENTION.draftDays * DAY_MS).toISOString();
      // Narrowed by the store, decided here: an old save date with a recent use is kept.
      const candidates = new Map<string, ReturnType<typeof fromDoc>>();
      const narrowings: WhereClause[][] = [
        [['lastUsedAt', '<', unusedBefore]],
        [['savedAt', '<', unusedBefore]],
        [['creditSpent', '==', false]],
      ];
      for (const where of narrowings)
        for (const row of await store.query(BOOKS_COLLECTION, { where }))
          candidates.set(row.id, fromDoc(row.data, row.id));
      let unusedBooks = 0;
      let drafts = 0;
      for (const [bookId, book] of candidates) {
        if (!book.creditSpent) {
          if (book.createdAt < draftsBefore) {
            await eraseBook(bookId);
            drafts += 1;
          }
        } else if (lastUsedOf(book) < unusedBefore) {
          await eraseBook(bookId);
          unusedBooks += 1;
        }
      }
      return { unusedBooks, drafts };
    },
  };
}
