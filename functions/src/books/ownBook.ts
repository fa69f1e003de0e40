import type { DocumentStore, Transaction } from '../ports/documentStore.js';
import type { Caller } from '../ports/identity.js';
import { NotFound } from '../shared/domainErrors.js';
import { BOOK_MESSAGES, bookPath, fromDoc, type BookRecord } from './book.js';

/**
 * The caller's own book; anyone else's answers 404 exactly like a missing one. Reads through
 * the store or inside a transaction alike.
 */
export async function ownBook(
  reader: Pick<DocumentStore | Transaction, 'get'>,
  caller: Caller,
  bookId: string,
): Promise<BookRecord> {
  const data = await reader.get(bookPath(bookId));
  const book = data ? fromDoc(data, bookId) : null;
  if (!book || book.ownerUid !== caller.uid) throw new NotFound(BOOK_MESSAGES.notFound, 'book_not_found');
  return book;
}
