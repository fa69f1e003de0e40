import { imageId } from '../../contract/books.js';
import { DEFAULT_ART_STYLE } from '../../contract/artStyle.js';
import type { ColoringPaperName, LibraryRow } from '../../contract/library.js';
import {
  COLORING_PDF_FILE_NAME,
  PDF_FILE_NAME,
  pdfDownloadName,
  readingModePdfDownloadName,
} from '../../contract/library.js';
import { PAGES_PER_BOOK } from '../../contract/story.js';
import { buildBookPdf, buildColoringPdf } from '../../pdf/index.js';
import type { Caller } from '../../ports/identity.js';
import type { Deps } from '../../ports/index.js';
import { Conflict, NotFound } from '../../shared/domainErrors.js';
import { countCall } from '../../shared/callLimits.js';
import {
  BOOK_BLOBS,
  BOOK_MESSAGES,
  BOOKS_COLLECTION,
  bookPath,
  fromDoc,
  imageStateOf,
  rateLimitPath,
  type BookRecord,
} from '../book.js';
import { bookPdfInputOf, pdfInputsOf } from '../pdfInputs.js';
import { ownBook } from '../ownBook.js';
import { markUsed } from '../usage.js';

export const NOT_ALL_READY =
  'Your illustrations are not all ready yet. Please wait a moment and build again.';
export const PDF_NOT_BUILT = 'The PDF of this book has not been built yet.';

/** The selected picture of every page, or the 409 that says they are not all drawn yet. */
export async function selectedPictures(blobs: Deps['blobs'], book: BookRecord): Promise<Buffer[]> {
  const images = await Promise.all(
    book.selected.map(async (selected) => {
      const { page, variant } = imageId.parse(selected);
      const state = imageStateOf(book, page, variant);
      const blob = state?.status === 'ready' && state.blob ? await blobs.get(state.blob) : null;
      return blob?.bytes ?? null;
    }),
  );
  if (images.length !== PAGES_PER_BOOK || images.some((i) => !i))
    throw new Conflict(NOT_ALL_READY, 'images_not_all_ready');
  return images as Buffer[];
}

/** The library: the saved books, their redo counters and their PDFs. */
export function libraryService(deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'logger'>) {
  const { store, blobs, clock } = deps;

  /**
   * The digital book from the saved selection of each page, reused while its words and pictures
   * are unchanged; `counted` builds count toward the hourly PDF limit.
   */
  async function build(caller: Caller, bookId: string, counted: boolean) {
    const book = await ownBook(store, caller, bookId);
    if (!book.story || !book.creditSpent) throw new NotFound(BOOK_MESSAGES.notSaved, 'book_not_saved');
    const inputs = pdfInputsOf(book, 'digital', book.selected);
    if (book.generatedPdf === 1 && book.pdf?.inputs === inputs && (await blobs.exists(book.pdf.blob)))
      return { bookId, generatedPdf: 1 as const, pages: book.pdf.pages };
    const images = await selectedPictures(blobs, book);
    if (counted) await countCall(store, rateLimitPath(caller.uid), 'pdfBuilds', clock.now());
    const built = await buildBookPdf(bookPdfInputOf(bookId, book, images));
    const blob = BOOK_BLOBS.pdf(bookId);
    await blobs.put(blob, built.pdf, 'application/pdf');
    await store.update(bookPath(bookId), {
      generatedPdf: 1,
      pdf: { blob, pages: built.pages, builtAt: clock.now().toISOString(), inputs },
    });
    return { bookId, generatedPdf: 1 as const, pages: built.pages };
  }

  /**
   * The reading-mode edition (issue 44), built like the digital book from the saved selection
   * and reused while its fingerprint holds. It is an extra file: the book's finished state
   * (generatedPdf) stays the usual PDF's.
   */
  async function buildReadingEdition(caller: Caller, bookId: string) {
    const book = await ownBook(store, caller, bookId);
    if (!book.story || !book.creditSpent) throw new NotFound(BOOK_MESSAGES.notSaved);
    const inputs = pdfInputsOf(book, 'reading-mode', book.selected);
    const kept = book.readingPdf;
    if (kept?.inputs === inputs && (await blobs.exists(kept.blob)))
      return { bookId, generatedPdf: 1 as const, pages: kept.pages };
    const images = await selectedPictures(blobs, book);
    await countCall(store, rateLimitPath(caller.uid), 'pdfBuilds', clock.now());
    const built = await buildBookPdf({ ...bookPdfInputOf(bookId, book, images), readingMode: true });
    const blob = BOOK_BLOBS.readingPdf(bookId);
    await blobs.put(blob, built.pdf, 'application/pdf');
    await store.update(bookPath(bookId), {
      readingPdf: { blob, pages: built.pages, builtAt: clock.now().toISOString(), inputs },
    });
    return { bookId, generatedPdf: 1 as const, pages: built.pages };
  }

  return {
    /** POST /user/createLibrary: saved books, newest first; a cast waiting for approval says so. */
    async list(caller: Caller): Promise<LibraryRow[]> {
      const rows = await store.query(BOOKS_COLLECTION, { where: [['ownerUid', '==', caller.uid]] });
      return rows
        .map((row) => ({ id: row.id, book: fromDoc(row.data, row.id) }))
        .filter(({ book }) => book.creditSpent && book.story)
        .sort((a, b) => Number(b.id) - Number(a.id))
        .map(({ id, book }): LibraryRow => {
          const base: [string, string, 0 | 1] = [id, book.story?.title ?? '', book.generatedPdf];
          const status = book.castReview?.status;
          // A cast not approved yet: the parent who left finds the book waiting for them.
          const cast = status === 'drawing' || status === 'waiting' ? status : null;
          const { language, artStyle, secondLanguage } = book.inputs;
          if (secondLanguage)
            return [...base, book.creatorName || null, cast, language, artStyle, secondLanguage];
          // English classic books, every book before issue 28, keep the spec's short rows.
          if (artStyle !== DEFAULT_ART_STYLE)
            return [...base, book.creatorName || null, cast, language, artStyle];
          if (language !== 'en') return [...base, book.creatorName || null, cast, language];
          if (cast) return [...base, book.creatorName || null, cast];
          return book.creatorName ? [...base, book.creatorName] : base;
        });
    },

    /**
     * A class's book whose last page was just drawn (issue 47): its PDF is built now, uncounted,
     * so the Library lists it finished, as the class page says it is ready. A parent's book is
     * finished by its parent in the editor instead.
     */
    async finishClassBook(bookId: string): Promise<void> {
      const data = await store.get(bookPath(bookId));
      const book = data ? fromDoc(data, bookId) : null;
      if (!book?.classBook || book.generatedPdf === 1) return;
      if (book.pages.some((p) => p.status !== 'ready')) return;
      const owner: Caller = {
        uid: book.ownerUid,
        email: null,
        emailVerified: true,
        name: null,
        signInProvider: null,
      };
      await build(owner, bookId, false);
    },

    /** The caller's finished book (its PDF built: spec part 2 §3 generatedPdf 1), else 404. */
    async finishedBook(caller: Caller, bookId: string): Promise<{ bookId: string; title: string }> {
      const book = await ownBook(store, caller, bookId);
      if (book.generatedPdf !== 1 || !book.story)
        throw new NotFound(BOOK_MESSAGES.notFound, 'book_not_found');
      // Printing it (shipping, payment, files) counts as using it.
      await markUsed(deps, bookId, book, clock.now());
      return { bookId, title: book.story.title };
    },

    /** POST /user/getCounter: the redos used on this book. */
    async counter(caller: Caller, bookId: string): Promise<number> {
      return (await ownBook(store, caller, bookId)).redosUsed;
    },

    /**
     * POST /user/createPdf, /user/createEnhancedPdf: the digital book from the saved selection of
     * each page. A book whose words and pictures did not change since its PDF was built answers
     * that PDF; a build counts toward the hourly limit. Building again replaces the file; nothing
     * else changes, so a retry is harmless.
     */
    async buildPdf(caller: Caller, bookId: string, readingMode = false) {
      return readingMode ? buildReadingEdition(caller, bookId) : build(caller, bookId, true);
    },

    /**
     * A class's ZIP (issue 31): the book's PDF, built first when it is missing or out of date.
     * The ZIP counts once toward the hourly PDF limit (the classroom counts it), not per book.
     */
    countClassZip: (caller: Caller) => countCall(store, rateLimitPath(caller.uid), 'classZips', clock.now()),

    async pdfForClass(caller: Caller, bookId: string) {
      await build(caller, bookId, false);
      const book = await ownBook(store, caller, bookId);
      const file = book.pdf ? await blobs.get(book.pdf.blob) : null;
      if (!file) throw new NotFound(PDF_NOT_BUILT, 'pdf_not_built');
      return { bytes: file.bytes, fileName: PDF_FILE_NAME(bookId), title: book.story?.title ?? bookId };
    },

    /**
     * POST /user/createColoringPdf: the saved book's pictures as line art on Letter or A4, one
     * per sheet with its paragraph beneath, in the book's language (pdf/coloringPdf.ts). A book
     * in the `coloring` style keeps its own drawings; any other has its pictures traced. Like
     * createPdf, an unchanged book answers the file built before, and a build counts toward the
     * hourly PDF limit.
     */
    async coloringPdf(caller: Caller, bookId: string, paper: ColoringPaperName) {
      const book = await ownBook(store, caller, bookId);
      if (!book.story || !book.creditSpent) throw new NotFound(BOOK_MESSAGES.notSaved, 'book_not_saved');
      const fileName = COLORING_PDF_FILE_NAME(bookId, paper);
      const inputs = pdfInputsOf(book, `coloring-${paper}`, book.selected);
      const kept = book.coloringPdfs?.[paper];
      const reused = kept?.inputs === inputs ? await blobs.get(kept.blob) : null;
      if (reused) {
        await markUsed(deps, bookId, book, clock.now());
        return { bytes: reused.bytes, fileName };
      }
      const images = await selectedPictures(blobs, book);
      await countCall(store, rateLimitPath(caller.uid), 'pdfBuilds', clock.now());
      const built = await buildColoringPdf({
        title: book.story.title,
        paragraphs: book.story.paragraphs,
        legends: book.story.legends,
        images,
        alreadyLineArt: book.inputs.artStyle === 'coloring',
        paper,
        language: book.inputs.language,
        createdAt: new Date(Number(bookId)),
      });
      const blob = BOOK_BLOBS.coloringPdf(bookId, paper);
      await blobs.put(blob, built.pdf, 'application/pdf');
      // Read again just before writing: the other paper size may have been built meanwhile.
      const latest = await ownBook(store, caller, bookId);
      await store.update(bookPath(bookId), {
        coloringPdfs: {
          ...latest.coloringPdfs,
          [paper]: { blob, builtAt: clock.now().toISOString(), inputs },
        },
      });
      await markUsed(deps, bookId, book, clock.now());
      return { bytes: built.pdf, fileName };
    },

    /** POST /user/getPdf: the built book (or its reading-mode edition), 404 before it is built. */
    async getPdf(caller: Caller, bookId: string, readingMode = false) {
      const book = await ownBook(store, caller, bookId);
      const kept = readingMode ? book.readingPdf : book.pdf;
      const file = kept ? await blobs.get(kept.blob) : null;
      if (!file) throw new NotFound(PDF_NOT_BUILT, 'pdf_not_built');
      await markUsed(deps, bookId, book, clock.now());
      const title = book.story?.title ?? '';
      return {
        bytes: file.bytes,
        fileName: readingMode ? readingModePdfDownloadName(title, bookId) : pdfDownloadName(title, bookId),
      };
    },
  };
}
