import { ownBook } from '../books/index.js';
import type { Caller } from '../ports/identity.js';
import type { Deps } from '../ports/index.js';
import { bookDeleter } from './registry.js';

/**
 * Deleting one book (issue 29 item 2) through the forget registry's book eraser, the same one
 * account deletion and retention use. It runs in the request: one book's files are few, and
 * every step finds what is left, so a call that stops half-way is finished by calling again
 * (the record goes last, so the book is still the caller's until everything else is gone).
 */
export function bookDeletionService(deps: Pick<Deps, 'store' | 'blobs' | 'clock'>) {
  const erase = bookDeleter(deps);
  return {
    /** POST /user/deleteBook: another person's book, or one already deleted, answers 404. */
    async deleteBook(caller: Caller, bookId: string): Promise<void> {
      await ownBook(deps.store, caller, bookId);
      await erase(bookId);
    },
  };
}
