import { z } from 'zod';
import { bookId, MAX_PARAGRAPH_LENGTH, MAX_TITLE_LENGTH, SAVE_MESSAGES } from './books.js';
import { sentence } from './common.js';
import { dedicationField } from './dedication.js';
import { PAGES_PER_BOOK } from './story.js';

/** What a fix after saving needs at least one of (issue 29 item 2). */
export const UPDATE_BOOK_MESSAGES = {
  nothing: 'Please change the title, the paragraphs or the dedication.',
  notSaved: 'Only a saved book can be changed here. Please save the story first.',
  notBilingual: 'This book is in one language: it has no second text to change.',
} as const;

/** The title as at save: trimmed, not empty, at most 120 characters. */
const editedTitle = z
  .string({ error: SAVE_MESSAGES.title })
  .transform((v) => v.trim())
  .refine((title) => title.length > 0, sentence(SAVE_MESSAGES.title))
  .refine((title) => title.length <= MAX_TITLE_LENGTH, sentence(SAVE_MESSAGES.titleLength));

/** The 10 paragraphs as at save (but 400 for a wrong count: nothing is spent or drawn here). */
const editedParagraphs = z
  .unknown()
  .refine((v) => Array.isArray(v) && v.length === PAGES_PER_BOOK, sentence(SAVE_MESSAGES.count))
  .transform((v) => (v as unknown[]).map((p) => (typeof p === 'string' ? p.trim() : '')))
  .refine((paragraphs) => paragraphs.every(Boolean), sentence(SAVE_MESSAGES.empty))
  .refine(
    (paragraphs) => paragraphs.every((p) => p.length <= MAX_PARAGRAPH_LENGTH),
    sentence(SAVE_MESSAGES.paragraphLength),
  );

/**
 * POST /user/updateBook {bookId, storyTitle?, paragraphs?, dedication?} -> the book's words as
 * they now are. At least one field; a dedication of '' takes it away. No credit is spent.
 */
export const updateBookRequest = z
  .object({
    bookId,
    storyTitle: editedTitle.optional(),
    paragraphs: editedParagraphs.optional(),
    dedication: dedicationField.optional(),
    /** A bilingual book's second title and paragraphs (issue 45), checked as the first. */
    secondTitle: editedTitle.optional(),
    secondParagraphs: editedParagraphs.optional(),
  })
  .refine(
    (body) =>
      body.storyTitle !== undefined ||
      body.paragraphs !== undefined ||
      body.dedication !== undefined ||
      body.secondTitle !== undefined ||
      body.secondParagraphs !== undefined,
    sentence(UPDATE_BOOK_MESSAGES.nothing),
  );
export type UpdateBookRequest = z.infer<typeof updateBookRequest>;
export const updateBookResponse = z.object({
  storyTitle: z.string(),
  paragraphs: z.array(z.string()),
  dedication: z.string().nullable(),
  /** A bilingual book's second text as stored (issue 45); absent on a book in one language. */
  secondTitle: z.string().optional(),
  secondParagraphs: z.array(z.string()).optional(),
});
export type UpdateBookResponse = z.infer<typeof updateBookResponse>;

/** POST /user/deleteBook {bookId} -> 204; a book already gone (or never the caller's) answers 404. */
export const deleteBookRequest = z.object({ bookId });
