import { z } from 'zod';

/**
 * Approving a book's cast before its pages (issue 27): the character sheet is drawn, the parent
 * approves it or asks for another (up to CAST_SHEETS_FREE sheets), then the 10 pages are drawn.
 */
export const CAST_SHEETS_FREE = 3;

export const CAST_STATUSES = ['none', 'drawing', 'waiting', 'approved'] as const;
export type CastStatus = (typeof CAST_STATUSES)[number];

/** POST /user/castStatus: where the book's cast review is. */
export const castStatusResponse = z.object({
  status: z.enum(CAST_STATUSES),
  /** Sheets drawn so far for this book. */
  sheets: z.number().int(),
  /** Further sheets 'Draw them again' may still ask for. */
  sheetsLeft: z.number().int(),
});
export type CastStatusResponse = z.infer<typeof castStatusResponse>;

export const CAST_MESSAGES = {
  drawing: 'Your characters are still being drawn. Please wait a moment.',
  noReview: 'This book is not waiting for its characters to be approved.',
  noSheetsLeft: `You have drawn the characters ${CAST_SHEETS_FREE} times for this book. Approve them, or change their looks on your Characters page for the next book.`,
  noSheet: 'The character sheet of this book has not been drawn yet.',
} as const;
