import { z } from 'zod';
import { bookId } from './books.js';
import { pdfDownloadName } from './library.js';

/**
 * The book as an EPUB 3 (issue 44 item 3): POST /user/createEpub {bookId, voice?} builds it from
 * the saved book (reused while its words, dedication, chosen pictures and voice are unchanged)
 * and answers where to download it. 404 for another parent's book, 400 for a bad body or a voice
 * the book cannot be narrated in, 409 while a picture is still being drawn.
 */
export const createEpubRequest = z.object({
  bookId,
  /** A narration voice of the book's language; the book's own voice when left out. */
  voice: z
    .string({ error: 'voice must be a voice id' })
    .trim()
    .min(1, 'voice must be a voice id')
    .max(64, 'voice must be a voice id')
    .optional(),
});

export const createEpubResponse = z.object({
  bookId: z.string(),
  /** A signed address of the file, valid for EPUB_URL_SECONDS. */
  url: z.string().url(),
  /** What to save it as: the title in safe characters, '.epub'. */
  fileName: z.string(),
  bytes: z.number().int().positive(),
  /** Read aloud with its words lit (Media Overlays), in this voice. */
  narrated: z.boolean(),
  voice: z.string().nullable(),
  /** The file built before was still the book's (nothing changed since). */
  reused: z.boolean(),
});
export type CreateEpubResponse = z.infer<typeof createEpubResponse>;

/** How long a download address lasts. */
export const EPUB_URL_SECONDS = 60 * 60;

export const EPUB_MESSAGES = {
  /** No narrator is wired: an EPUB is made without narration, in no voice. */
  noVoices: (voice: string) =>
    `Unknown voice ${voice}: this book cannot be narrated in it. Leave the voice out for an EPUB without narration.`,
  unknownVoice: (voice: string) =>
    `Unknown voice ${voice}: choose a narration voice of the book's language, or leave the voice out for its own.`,
} as const;

/** 'Mia’s Big Day!' -> 'Mias-Big-Day.epub' (as the PDF is named); StorySprout-{bookId}.epub without a usable title. */
export const epubDownloadName = (title: string, id: string): string =>
  pdfDownloadName(title, id).replace(/\.pdf$/, '.epub');
