import { z } from 'zod';
import { bookId } from './books.js';
import { builtBookFile, pdfDownloadName } from './library.js';
import { chosenVoice } from './narration.js';

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
  voice: chosenVoice,
});

export const createAudiobookResponse = builtBookFile.extend({ voice: z.string() });
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
