import { z } from 'zod';
import { bookId } from './books.js';
import { builtBookFile, pdfDownloadName } from './library.js';
import { chosenVoice } from './narration.js';

/**
 * The book as an EPUB 3 (issue 44 item 3): POST /user/createEpub {bookId, voice?} builds it from
 * the saved book (reused while its words, dedication, chosen pictures and voice are unchanged)
 * and answers where to download it. 404 for another parent's book, 400 for a bad body or a voice
 * the book cannot be narrated in, 409 while a picture is still being drawn.
 */
export const createEpubRequest = z.object({
  bookId,
  voice: chosenVoice,
});

export const createEpubResponse = builtBookFile.extend({
  /** Read aloud with its words lit (Media Overlays), in this voice. */
  narrated: z.boolean(),
  voice: z.string().nullable(),
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
