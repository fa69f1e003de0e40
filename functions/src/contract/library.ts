import { z } from 'zod';
import { bookId, imageId } from './books.js';

/** Redo limits (CONTRACT.md): one counter per book. */
export const BASIC_REDO_LIMIT = 3;
export const EDITOR_REDO_LIMIT = 10;
export const MAX_LEGEND_LENGTH = 600;

/** POST /user/createLibrary -> rows [bookId, title, generatedPdf (0|1), creatorName?], newest first. */
export const libraryRow = z.union([
  z.tuple([z.string(), z.string(), z.union([z.literal(0), z.literal(1)])]),
  z.tuple([z.string(), z.string(), z.union([z.literal(0), z.literal(1)]), z.string()]),
]);
export const createLibraryResponse = z.array(libraryRow);
export type LibraryRow = z.infer<typeof libraryRow>;

/** POST /user/getCounter {bookId} -> bare number of redos used. */
export const getCounterResponse = z.number().int().nonnegative();

/** POST /user/saveSelectedImageNumber {bookId, imageId}: the chosen image of its page. */
export const saveSelectedImageRequest = z.object({ bookId, imageId });

/** POST /user/reDoImage (basic review screen). index: the page index 0..9. */
export const reDoImageRequest = z.object({
  bookId,
  index: z.coerce.number({ error: 'index must be a page index from 0 to 9' }).int().min(0).max(9),
  reDoPrompt: z.string().trim().max(MAX_LEGEND_LENGTH).optional(),
  useLora: z.unknown().optional(),
});

/** POST /user/reDoEssentialImage, /user/reDoEnhancedImage. legendIndex: the page index 0..9. */
export const reDoWithLegendRequest = z.object({
  bookId,
  legend: z.unknown().optional(),
  legendIndex: z.coerce.number({ error: 'legendIndex must be a page index from 0 to 9' }).int().min(0).max(9),
});

export const reDoResponse = z.object({
  updatedCounter: z.number().int(),
  /** The new image id '{bookId}_{n}_{variant}': poll imageOutput for it (404 until drawn). */
  updatedBookId: z.string(),
});
export type ReDoResponse = z.infer<typeof reDoResponse>;

/** POST /user/createPdf, /user/createEnhancedPdf. The server builds from its saved selection. */
export const createPdfRequest = z.object({
  bookId,
  userQuerySelectedImagesArray: z.unknown().optional(),
  counter: z.unknown().optional(),
  imageNumArray: z.unknown().optional(),
});
export const createPdfResponse = z.object({
  bookId: z.string(),
  generatedPdf: z.literal(1),
  pages: z.number().int(),
});

export const PDF_FILE_NAME = (id: string) => `StorySprout-${id}.pdf`;
