import { userPostBlob } from '../lib/api';

/** Spec part 2 §9 'PDF download name' (CONTRACT.md: StorySprout-{bookId}.pdf). */
export const pdfFileName = (bookId: string) => `StorySprout-${bookId}.pdf`;

/** POST /user/getPdf {bookId}: the book's PDF; ApiError 404 while it is not built yet. */
export function getPdf(bookId: string): Promise<Blob> {
  return userPostBlob('/user/getPdf', { bookId });
}
