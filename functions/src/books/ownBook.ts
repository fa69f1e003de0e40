import { notFound } from '../http/errors.js';
import type { DocumentStore, Transaction } from '../ports/documentStore.js';
import type { Caller } from '../ports/identity.js';
import { bookPath, fromDoc, type BookRecord, type PageState, type RedoState } from './book.js';

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
  if (!book || book.ownerUid !== caller.uid) throw notFound('Book not found');
  return book;
}

/** The blob of an image id of this book once drawn: an original page or a redo variant. */
export function imageBlobOf(book: BookRecord, page: number, variant: number): PageState | RedoState | null {
  if (variant === 0) return book.pages[page - 1] ?? null;
  return book.redos[String(page)]?.find((r) => r.variant === variant) ?? null;
}
