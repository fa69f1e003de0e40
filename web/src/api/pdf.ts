import { pdfDownloadName } from '@contract/library';
import { getPdf as route } from '@contract/routes/books';
import { userPostBlob } from '../lib/api';

/**
 * The name a book's PDF is saved under: its title in safe characters ('Mias-Big-Day.pdf', issue
 * 47), as the API's Content-Disposition says; StorySprout-{bookId}.pdf without a usable title.
 */
export const pdfFileName = (bookId: string, title = '') => pdfDownloadName(title, bookId);

/** POST /user/getPdf {bookId}: the book's PDF; ApiError 404 while it is not built yet. */
export function getPdf(bookId: string): Promise<Blob> {
  return userPostBlob(route, { bookId });
}
