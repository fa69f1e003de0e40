import { createColoringPdf } from '@contract/routes/books';
import { userPostBlob } from '../../../lib/api';

export type ColoringPaper = 'letter' | 'a4';

/** The download name the API gives the colouring pages (CONTRACT: StorySprout-{id}-coloring-{paper}.pdf). */
export const coloringFileName = (bookId: string, paper: ColoringPaper) =>
  `StorySprout-${bookId}-coloring-${paper}.pdf`;

/**
 * POST /user/createColoringPdf {storyId, paper}: the book's pictures as line art, one a sheet
 * with the story beneath (built on the first ask, then reused while the book is unchanged).
 */
export function getColoringPdf(bookId: string, paper: ColoringPaper): Promise<Blob> {
  return userPostBlob(createColoringPdf, { storyId: bookId, paper });
}

/** Where Letter paper is what the home printer holds; A4 everywhere else. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH']);

/** The paper a parent most likely has, from the browser's language tag ('en-US' -> letter). */
export function paperForLocale(locale: string | undefined): ColoringPaper {
  let region: string | undefined;
  try {
    region = locale ? new Intl.Locale(locale).maximize().region : undefined;
  } catch {
    region = undefined;
  }
  return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}
