import { notFound } from '../http/errors.js';
import type { DocumentStore } from '../ports/documentStore.js';
import type { Caller } from '../ports/identity.js';
import { bookPath, fromDoc, type BookRecord, type PageState, type RedoState } from './book.js';

/** The caller's own book; anyone else's answers 404 exactly like a missing one. */
export async function ownBook(store: DocumentStore, caller: Caller, bookId: string): Promise<BookRecord> {
  const data = await store.get(bookPath(bookId));
  const book = data ? fromDoc(data, bookId) : null;
  if (!book || book.ownerUid !== caller.uid) throw notFound('Book not found');
  return book;
}

/** The blob of an image id of this book once drawn: an original page or a redo variant. */
export function imageBlobOf(book: BookRecord, page: number, variant: number): PageState | RedoState | null {
  if (variant === 0) return book.pages[page - 1] ?? null;
  return book.redos[String(page)]?.find((r) => r.variant === variant) ?? null;
}
