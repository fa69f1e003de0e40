import { z } from 'zod';

/**
 * The reading mode for early and dyslexic readers (issue 44 item 5): a typeface chosen for
 * legibility, wider letter, word and line spacing, text never justified, and optionally a larger
 * size. One shape for the reader on the web, the account that remembers it and the PDF edition.
 */
export const READING_TYPEFACES = ['atkinson-hyperlegible', 'opendyslexic'] as const;
export type ReadingTypeface = (typeof READING_TYPEFACES)[number];
export const READING_TEXT_SIZES = ['regular', 'large'] as const;
export type ReadingTextSize = (typeof READING_TEXT_SIZES)[number];

export const readingMode = z
  .object({
    on: z.boolean({ error: 'on must be true or false' }),
    typeface: z.enum(READING_TYPEFACES, {
      error: `typeface must be one of ${READING_TYPEFACES.join(', ')}`,
    }),
    textSize: z.enum(READING_TEXT_SIZES, {
      error: `textSize must be one of ${READING_TEXT_SIZES.join(', ')}`,
    }),
  })
  .strict();
export type ReadingMode = z.infer<typeof readingMode>;

/** Until a reader chooses: the usual book, and Atkinson Hyperlegible once the mode is turned on. */
export const DEFAULT_READING_MODE: ReadingMode = {
  on: false,
  typeface: 'atkinson-hyperlegible',
  textSize: 'regular',
};

/**
 * The spacing of the mode, in ems, shared by the web's stylesheet and the PDF edition: above
 * WCAG 1.4.12's minimums (letters 0.12, words 0.16, lines 1.5) as the British Dyslexia
 * Association's style guide asks for dyslexic readers.
 */
export const READING_SPACING = {
  letter: 0.12,
  word: 0.32,
  line: 1.9,
} as const;

/**
 * The letter spacing of the PDF edition, in ems: the widest a PDF's letters can be set before
 * text extraction (pdf.js, behind Firefox's viewer and most tools, reads a gap of 0.102 em as a
 * space) splits its words into letters for copying, search and screen readers.
 */
export const PDF_READING_LETTER_SPACING = 0.09;

/** How much larger 'large' sets the text than the usual size. */
export const LARGE_TEXT_SCALE = 1.25;

/**
 * POST /user/readingMode {} -> the account's reading mode (null until chosen); {readingMode}
 * keeps a new one first. A visitor not signed in keeps theirs in the browser instead.
 */
export const readingModeRequest = z.object({ readingMode: readingMode.optional() });
export type ReadingModeRequest = z.infer<typeof readingModeRequest>;
export const readingModeResponse = z.object({ readingMode: readingMode.nullable() });
export type ReadingModeResponse = z.infer<typeof readingModeResponse>;
