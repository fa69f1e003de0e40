import { createHash } from 'node:crypto';
import { defaultVoice, VOICES, type NarratedWord, type NarrationStatus } from '../../contract/narration.js';
import { PAGES_PER_BOOK, type Language } from '../../contract/story.js';
import type { DocData } from '../../ports/documentStore.js';
import type { BookRecord } from '../book.js';

/**
 * narrations/{bookId}_{voice}_{page}: one page read aloud in one voice. It belongs to the words
 * it was made from (`textHash`): once the page's words change it no longer counts, and the page
 * reads as pending until the narration of the new words is stored.
 */
export interface NarrationRecord {
  bookId: string;
  ownerUid: string;
  voice: string;
  page: number;
  status: NarrationStatus;
  /** What it was made (or is being made) from: the page's words and the voice. */
  textHash: string;
  /** The MP3, once ready. */
  blob: string | null;
  durationMs: number | null;
  words: NarratedWord[];
  /** Times the parent asked for it again: names the tasks of each try. */
  round: number;
  updatedAt: string;
}

/** The words a page reads aloud: its paragraph as saved (or as fixed since). */
export function pageText(book: BookRecord, page: number): string {
  return book.story?.paragraphs[page - 1] ?? '';
}

/** A short fingerprint of a page's words in a voice. */
export function textHashOf(text: string, voice: string): string {
  return createHash('sha256').update(`${voice}\n${text}`).digest('hex').slice(0, 16);
}

/** A saved book: its credit spent, its words there. Narration starts only then. */
export const isSaved = (book: BookRecord) => book.creditSpent && Boolean(book.story);

/** The voice the book is narrated in: the parent's choice, else its language's default. */
export function bookVoice(book: BookRecord): string {
  const language = book.inputs.language;
  const chosen = book.narrationVoice;
  return chosen && VOICES[language].some((v) => v.id === chosen) ? chosen : defaultVoice(language).id;
}

export const isVoiceOf = (language: Language, voice: string) => VOICES[language].some((v) => v.id === voice);

export const PAGE_NUMBERS = Array.from({ length: PAGES_PER_BOOK }, (_, i) => i + 1);

export const narrationOf = (data: DocData | null) => data as unknown as NarrationRecord | null;
