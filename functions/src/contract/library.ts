import { z } from 'zod';
import { artStyle } from './artStyle.js';
import { bookId, imageId } from './books.js';
import { sentence } from './common.js';
import { language } from './story.js';

/** Redo limits (CONTRACT.md): one counter per book. */
export const BASIC_REDO_LIMIT = 3;
export const EDITOR_REDO_LIMIT = 10;
export const MAX_LEGEND_LENGTH = 600;

/**
 * Where a book's cast review stands while it waits for the parent (issue 27): its sheet is being
 * drawn, or drawn and waiting to be approved. Its pages are drawn only once it is approved.
 */
export const LIBRARY_CAST_WAITING = ['drawing', 'waiting'] as const;
export type LibraryCastWaiting = (typeof LIBRARY_CAST_WAITING)[number];

const generatedPdf = z.union([z.literal(0), z.literal(1)]);
/**
 * POST /user/createLibrary -> rows [bookId, title, generatedPdf (0|1), creatorName?], newest
 * first (spec part 2 §3). A book whose cast waits for approval (issue 27) has a fifth position,
 * its cast review's status ('drawing' | 'waiting'), and then the creator name or null at 3.
 * A book in another language than English (issue 28) has a sixth position, its language, and
 * then null at 3 and 4 where there is no creator name or no waiting cast. A book drawn in
 * another art style than classic (issue 28) has a seventh position, its style, and then its
 * language at 6 whatever it is ('en' too). A bilingual book (issue 45) has an eighth, its second
 * language, after its language and style whatever they are.
 */
const id = z.string();
const title = z.string();
const creatorOrNull = z.string().nullable();
const castWaiting = z.enum(LIBRARY_CAST_WAITING);
export const libraryRow = z.union([
  z.tuple([id, title, generatedPdf]),
  z.tuple([id, title, generatedPdf, z.string()]),
  z.tuple([id, title, generatedPdf, creatorOrNull, castWaiting]),
  z.tuple([id, title, generatedPdf, creatorOrNull, castWaiting.nullable(), language]),
  z.tuple([id, title, generatedPdf, creatorOrNull, castWaiting.nullable(), language, artStyle]),
  z.tuple([id, title, generatedPdf, creatorOrNull, castWaiting.nullable(), language, artStyle, language]),
]);
export const createLibraryResponse = z.array(libraryRow);
export type LibraryRow = z.infer<typeof libraryRow>;

/** POST /user/getCounter {bookId} -> bare number of redos used. */
export const getCounterResponse = z.number().int().nonnegative();

export const REDO_MESSAGES = {
  noDescription: 'Please provide an image description before redoing the image.',
  descriptionLength: `The image description must be at most ${MAX_LEGEND_LENGTH} characters.`,
  limit: (limit: number) => `You have used all ${limit} image regenerations for this book.`,
  notSaved: 'Required data not found. Please try again.',
} as const;

/** POST /user/saveSelectedImageNumber {bookId, imageId}: the chosen image of its page. */
export const saveSelectedImageRequest = z
  .object({ bookId, imageId })
  .refine((body) => body.imageId.bookId === body.bookId, {
    message: 'imageId must be an image of this book',
    path: ['imageId'],
  });
export const saveSelectedImageResponse = z.object({ saved: z.literal(true) });

const description = z
  .unknown()
  .transform((v) => (typeof v === 'string' ? v.trim() : ''))
  .refine((legend) => legend.length <= MAX_LEGEND_LENGTH, sentence(REDO_MESSAGES.descriptionLength));

/** POST /user/reDoImage (basic review screen). index: the page index 0..9. */
export const reDoImageRequest = z.object({
  bookId,
  index: z.coerce.number({ error: 'index must be a page index from 0 to 9' }).int().min(0).max(9),
  /** The page's description as the review screen shows it; empty means the stored one. */
  reDoPrompt: description,
  useLora: z.unknown().optional(),
});

/** POST /user/reDoEssentialImage, /user/reDoEnhancedImage. legendIndex: the page index 0..9. */
export const reDoWithLegendRequest = z.object({
  bookId,
  legend: description.refine((legend) => legend.length > 0, sentence(REDO_MESSAGES.noDescription)),
  legendIndex: z.coerce.number({ error: 'legendIndex must be a page index from 0 to 9' }).int().min(0).max(9),
});

export const reDoResponse = z.object({
  updatedCounter: z.number().int(),
  /** The new image id '{bookId}_{n}_{variant}': poll imageOutput for it (404 until drawn). */
  updatedBookId: z.string(),
});
export type ReDoResponse = z.infer<typeof reDoResponse>;

/**
 * Which edition of the book's PDF (issue 44): the usual one unless `readingMode` is true, the
 * reading-mode edition for early and dyslexic readers (Atkinson Hyperlegible throughout, wider
 * spacing, left-aligned). Decided here, once, for createPdf and getPdf alike.
 */
const readingModeEdition = z
  .boolean({ error: 'readingMode must be true or false' })
  .optional()
  .transform((value) => value ?? false);

/** POST /user/getPdf {bookId, readingMode?}: the built PDF of that edition. */
export const getPdfRequest = z.object({ bookId, readingMode: readingModeEdition });

/** POST /user/createPdf, /user/createEnhancedPdf. The server builds from its saved selection. */
export const createPdfRequest = z.object({
  bookId,
  userQuerySelectedImagesArray: z.unknown().optional(),
  counter: z.unknown().optional(),
  imageNumArray: z.unknown().optional(),
  readingMode: readingModeEdition,
});
export const createPdfResponse = z.object({
  bookId: z.string(),
  generatedPdf: z.literal(1),
  pages: z.number().int(),
});

/** Where the book's PDF is stored (books/book.ts), by its id. */
export const PDF_FILE_NAME = (id: string) => `StorySprout-${id}.pdf`;

/**
 * The name a downloaded book's PDF is saved under (issue 47; the spec's '{product}-{bookId}.pdf'
 * named it after a number): its title in safe characters, 'Mia’s Big Day!' -> 'Mias-Big-Day.pdf'.
 * Accents lose their marks, apostrophes go, any other run of non-letters becomes one dash; a title
 * with nothing left keeps StorySprout-{bookId}.pdf.
 */
export function pdfDownloadName(title: string, id: string): string {
  const safe = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’‘`]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return safe ? `${safe}.pdf` : PDF_FILE_NAME(id);
}

/** The reading-mode edition's download name: 'Mias-Big-Day-reading-mode.pdf'. */
export const readingModePdfDownloadName = (title: string, id: string): string =>
  pdfDownloadName(title, id).replace(/\.pdf$/, '-reading-mode.pdf');

/** 'Print pages to colour' (issue 28): home-printer paper, US Letter or ISO A4. */
export const COLORING_PAPERS = ['letter', 'a4'] as const;
export type ColoringPaperName = (typeof COLORING_PAPERS)[number];
/**
 * POST /user/createColoringPdf {storyId, paper?} -> the PDF of the book's pictures as line art,
 * one per sheet with its paragraph beneath (`letter` when paper is left out).
 */
export const coloringPdfRequest = z.object({
  storyId: bookId,
  paper: z
    .enum(COLORING_PAPERS, { error: `paper must be one of ${COLORING_PAPERS.join(', ')}` })
    .optional()
    .transform((v) => v ?? 'letter'),
});
export const COLORING_PDF_FILE_NAME = (id: string, paper: ColoringPaperName) =>
  `StorySprout-${id}-coloring-${paper}.pdf`;

/**
 * What a route that builds a file of a saved book (EPUB, audiobook) answers: where to download
 * it, valid for an hour, and whether the file built before was still the book's.
 */
export const builtBookFile = z.object({
  bookId: z.string(),
  /** A signed address of the file. */
  url: z.string().url(),
  /** What to save it as: the title in safe characters and the file's extension. */
  fileName: z.string(),
  bytes: z.number().int().positive(),
  /** The file built before was still the book's (nothing changed since). */
  reused: z.boolean(),
});
