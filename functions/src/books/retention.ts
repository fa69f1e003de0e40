import type { DocumentStore, WhereClause } from '../ports/documentStore.js';
import { BOOKS_COLLECTION, fromDoc } from './book.js';
import { lastUsedOf } from './usage.js';

/** A book the retention rule removes: a draft never saved, or a saved book nobody uses. */
export interface BookPastRetention {
  bookId: string;
  kind: 'draft' | 'unused';
}

/**
 * The books past the retention cut-offs (ISO dates): drafts never saved created before
 * `draftsBefore`, saved books last used before `unusedBefore`. The numbers are deletion's policy;
 * what "used" means is books' own.
 */
export async function booksPastRetention(
  store: DocumentStore,
  { unusedBefore, draftsBefore }: { unusedBefore: string; draftsBefore: string },
): Promise<BookPastRetention[]> {
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
  const due: BookPastRetention[] = [];
  for (const [bookId, book] of candidates) {
    if (!book.creditSpent) {
      if (book.createdAt < draftsBefore) due.push({ bookId, kind: 'draft' });
    } else if (lastUsedOf(book) < unusedBefore) due.push({ bookId, kind: 'unused' });
  }
  return due;
}
