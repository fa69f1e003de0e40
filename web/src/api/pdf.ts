import { pdfDownloadName, readingModePdfDownloadName } from '@contract/library';
import { createEnhancedPdf, getPdf as route } from '@contract/routes/books';
import { userPost, userPostBlob } from '../lib/api';

/**
 * The name a book's PDF is saved under: its title in safe characters ('Mias-Big-Day.pdf', issue
 * 47), as the API's Content-Disposition says; StorySprout-{bookId}.pdf without a usable title.
 */
export const pdfFileName = (bookId: string, title = '') => pdfDownloadName(title, bookId);

/** POST /user/getPdf {bookId}: the book's PDF; ApiError 404 while it is not built yet. */
export function getPdf(bookId: string): Promise<Blob> {
  return userPostBlob(route, { bookId });
}

/** The reading-mode edition's file name: 'Mias-Big-Day-reading-mode.pdf' (issue 44). */
export const readingModePdfFileName = (bookId: string, title = '') =>
  readingModePdfDownloadName(title, bookId);

/**
 * POST /user/createEnhancedPdf {bookId, readingMode: true}: builds the reading-mode edition (or
 * finds it built). Both build routes build any saved book from its saved selection.
 */
export async function createReadingModePdf(bookId: string): Promise<void> {
  await userPost(createEnhancedPdf, { bookId, readingMode: true });
}

/** POST /user/getPdf {bookId, readingMode: true}: the reading-mode edition, once built. */
export function getReadingModePdf(bookId: string): Promise<Blob> {
  return userPostBlob(route, { bookId, readingMode: true });
}
