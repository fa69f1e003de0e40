import { z } from 'zod';
import { bilingualText, bookId } from './books.js';
import { dedicationField } from './dedication.js';
import { language, PAGES_PER_BOOK } from './story.js';

/**
 * Sharing a book (issue 29): a read-only link `/s/{token}` anyone can open without an account,
 * revocable by its owner, and the book's optional dedication line.
 */

/**
 * A share token: 32 random bytes (256 bits) in base64url, 43 characters. Anything else cannot
 * be a token, so it answers 404 like a revoked one (a link that was cut short reads as gone).
 */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * POST /user/shareBook {bookId, showDedication?} -> {url}. Sharing a shared book answers the
 * same link (safe to send twice); `showDedication` (default true) says whether the link shows
 * the dedication, and changes it on the existing link.
 */
export const shareBookRequest = z.object({
  bookId,
  showDedication: z.boolean({ error: 'showDedication must be true or false' }).optional(),
});
export const shareBookResponse = z.object({ url: z.string() });
export type ShareBookResponse = z.infer<typeof shareBookResponse>;

/** POST /user/unshareBook {bookId} -> 204: the old link answers 404 from then on. */
export const unshareBookRequest = z.object({ bookId });

/** POST /user/setDedication {bookId, dedication} -> {dedication}: '' takes it away. */
export const setDedicationRequest = z.object({ bookId, dedication: dedicationField });
export const setDedicationResponse = z.object({ dedication: z.string().nullable() });

/** GET /public/sharedBook?token= */
export const sharedBookQuery = z.object({ token: z.string({ error: 'token is required' }) });

/** One page of a shared book: its words and the address of its illustration. */
export const sharedPage = z.object({ text: z.string(), image: z.string() });
/**
 * GET /public/sharedBook -> {title, pages, dedication?, language, second?}: the words and
 * illustrations only, never photos, account names or storage paths; `dedication` only when the
 * owner shows it; `second` a bilingual book's second text (issue 45), as getlegends gives it.
 */
export const sharedBookResponse = z.object({
  title: z.string(),
  pages: z.array(sharedPage).length(PAGES_PER_BOOK),
  dedication: z.string().optional(),
  language,
  second: bilingualText.optional(),
});
export type SharedBookResponse = z.infer<typeof sharedBookResponse>;

/** GET /public/sharedImage?token=&page=1..10: a page's illustration (PNG) of a shared book. */
export const sharedImageQuery = z.object({
  token: z.string({ error: 'token is required' }),
  page: z.coerce
    .number({ error: 'page must be a page number from 1 to 10' })
    .int('page must be a page number from 1 to 10')
    .min(1, 'page must be a page number from 1 to 10')
    .max(PAGES_PER_BOOK, 'page must be a page number from 1 to 10'),
});

/**
 * POST /user/libraryDetails -> what the Library and the readers show beside the library rows
 * (whose positional shape the spec fixes): each saved book's child's name (the Library's search),
 * its dedication and its share link, newest first.
 */
export const libraryDetail = z.object({
  bookId: z.string(),
  childName: z.string(),
  dedication: z.string().nullable(),
  share: z.object({ url: z.string(), showDedication: z.boolean() }).nullable(),
});
export type LibraryDetail = z.infer<typeof libraryDetail>;
export const libraryDetailsResponse = z.array(libraryDetail);

export const SHARE_MESSAGES = {
  /** What the link says once its owner stopped sharing (and what any unknown token says). */
  noLongerShared: 'This book is no longer shared',
  notFinished: 'Your book is not finished yet: share it once its pictures are ready.',
} as const;
