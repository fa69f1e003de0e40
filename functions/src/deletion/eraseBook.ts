import { BOOK_BLOBS, bookPath } from '../books/book.js';
import type { Deps } from '../ports/index.js';
import { PRINT_FILE_BLOBS, printFilesPath } from '../print/files/model.js';

/**
 * Removes one book for good: its print files, then every file of the book (photos, drawings,
 * redos, sheet, PDF), then its record last, so a run that stops half-way is found and finished.
 */
export function bookEraser({ store, blobs }: Pick<Deps, 'store' | 'blobs'>) {
  const eraseBlobs = async (prefix: string) => {
    for (const path of await blobs.list(prefix)) await blobs.delete(path);
  };
  return async (bookId: string): Promise<void> => {
    await eraseBlobs(PRINT_FILE_BLOBS.all(bookId));
    await store.delete(printFilesPath(bookId));
    await eraseBlobs(BOOK_BLOBS.all(bookId));
    await store.delete(bookPath(bookId));
  };
}
