import { PAGES_PER_BOOK } from '../contract/story.js';
import { PDF_FILE_NAME } from '../contract/library.js';
import { HttpError, notFound } from '../http/errors.js';
import type { Caller } from '../ports/identity.js';
import type { Deps } from '../ports/index.js';
import { buildBookPdf } from '../pdf/bookPdf.js';
import { bookPath } from './book.js';
import { parseImageId } from './bookId.js';
import { imageBlobOf, ownBook } from './ownBook.js';

export const NOT_ALL_READY =
  'Your illustrations are not all ready yet. Please wait a moment and build again.';

export function pdfService(deps: Pick<Deps, 'store' | 'blobs' | 'clock'>) {
  const { store, blobs, clock } = deps;

  return {
    /**
     * POST /user/createPdf, /user/createEnhancedPdf: the digital book from the saved selection of
     * each page. Building again replaces the file; nothing else changes, so a retry is harmless.
     */
    async build(caller: Caller, bookId: string) {
      const book = await ownBook(store, caller, bookId);
      if (!book.story || !book.creditSpent) throw notFound('Required data not found. Please try again.');
      const images = await Promise.all(
        book.selected.map(async (imageId) => {
          const { page, variant } = parseImageId(imageId);
          const state = imageBlobOf(book, page, variant);
          const blob = state?.status === 'ready' && state.blob ? await blobs.get(state.blob) : null;
          return blob?.bytes ?? null;
        }),
      );
      if (images.length !== PAGES_PER_BOOK || images.some((i) => !i)) throw new HttpError(409, NOT_ALL_READY);
      const built = await buildBookPdf({
        bookId,
        title: book.story.title,
        paragraphs: book.story.paragraphs,
        legends: book.story.legends,
        images: images as Buffer[],
        readerAgeGroup: book.inputs.readerAgeGroup,
        childName: book.inputs.mainCharacterName,
        creatorName: book.creatorName,
        createdAt: new Date(Number(bookId)),
      });
      const blob = `books/${bookId}/${PDF_FILE_NAME(bookId)}`;
      await blobs.put(blob, built.pdf, 'application/pdf');
      await store.update(bookPath(bookId), {
        generatedPdf: 1,
        pdf: { blob, pages: built.pages, builtAt: clock.now().toISOString() },
      });
      return { bookId, generatedPdf: 1 as const, pages: built.pages };
    },

    /** POST /user/getPdf: the built book, 404 before the first build. */
    async get(caller: Caller, bookId: string) {
      const book = await ownBook(store, caller, bookId);
      const file = book.pdf ? await blobs.get(book.pdf.blob) : null;
      if (!file) throw notFound('The PDF of this book has not been built yet.');
      return { bytes: file.bytes, fileName: PDF_FILE_NAME(bookId) };
    },
  };
}
