import { z } from 'zod';
import { bookId } from './books.js';
import { pdfDownloadName } from './library.js';

/**
 * The book as an audiobook (issue 44 item 4): POST /user/createAudiobook {bookId, voice?} joins
 * the stored narration of its ten pages into one MP3 with a chapter per page, titled, with the
 * cover as its artwork (reused while the words, pictures and narration are unchanged), and
 * answers where to download it. 404 for another parent's book, 400 for a bad body or a voice
 * not of the book's language, 409 while the narration (which it then asks for) or a picture is
 * still being made, 503 where books are not read aloud.
 */
export const createAudiobookRequest = z.object({
  bookId,
  /** A narration voice of the book's language; the book's own voice when left out. */
  voice: z
    .string({ error: 'voice must be a voice id' })
    .trim()
    .min(1, 'voice must be a voice id')
    .max(64, 'voice must be a voice id')
    .optional(),
});

export const createAudiobookResponse = z.object({
  bookId: z.string(),
  /** A signed address of the MP3, valid for AUDIOBOOK_URL_SECONDS. */
  url: z.string().url(),
  /** What to save it as: the title in safe characters, '.mp3'. */
  fileName: z.string(),
  bytes: z.number().int().positive(),
  voice: z.string(),
  /** The file built before was still the book's (nothing changed since). */
  reused: z.boolean(),
});
export type CreateAudiobookResponse = z.infer<typeof createAudiobookResponse>;

/**
 * The 409's body beside `error` while the narration is being made: the client waits and asks
 * again (the request itself asked for the missing pages).
 */
export const audiobookNarrating = z.object({
  error: z.string(),
  narrating: z.literal(true),
  pagesReady: z.number().int().min(0),
  pages: z.number().int().positive(),
});
export type AudiobookNarrating = z.infer<typeof audiobookNarrating>;

/** How long a download address lasts. */
export const AUDIOBOOK_URL_SECONDS = 60 * 60;

export const AUDIOBOOK_MESSAGES = {
  narrating: (ready: number, of: number) =>
    `The audiobook is made from the book's narration, and ${ready} of ${of} pages are read aloud so far. It is being made now: please try again in a minute.`,
} as const;

/** 'Mia’s Big Day!' -> 'Mias-Big-Day.mp3' (as the PDF is named); StorySprout-{bookId}.mp3 without a usable title. */
export const audiobookDownloadName = (title: string, id: string): string =>
  pdfDownloadName(title, id).replace(/\.pdf$/, '.mp3');
