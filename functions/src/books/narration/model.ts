import { createHash } from 'node:crypto';
import { defaultVoice, VOICES, type NarratedWord, type NarrationStatus } from '../../contract/narration.js';
import { PAGES_PER_BOOK, type Language } from '../../contract/story.js';
import type { DocData } from '../../ports/documentStore.js';
import { bilingualTextOf, type BookRecord } from '../book.js';

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

export const isVoiceOf = (language: Language, voice: string) => VOICES[language].some((v) => v.id === voice);

/**
 * The text a voice reads of a book (issue 45): a voice speaks one language, so a voice of the
 * book's language reads its first text and one of a bilingual book's second language its second
 * text; null for a voice of neither.
 */
export function textOfVoice(
  book: BookRecord,
  voice: string,
): { language: Language; paragraphs: readonly string[] } | null {
  const { language } = book.inputs;
  if (isVoiceOf(language, voice)) return { language, paragraphs: book.story?.paragraphs ?? [] };
  const second = bilingualTextOf(book);
  if (second && isVoiceOf(second.secondLanguage, voice))
    return { language: second.secondLanguage, paragraphs: second.secondParagraphs };
  return null;
}

/** The words a page reads aloud in a voice: its paragraph (of the voice's text) as saved or fixed since. */
export function pageText(book: BookRecord, page: number, voice: string): string {
  return textOfVoice(book, voice)?.paragraphs[page - 1] ?? '';
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

/**
 * The voice a bilingual book's second text is read in (issue 45): its language's default (the
 * parent's choice is the first text's); null for a book in one language.
 */
export function secondVoice(book: BookRecord): string | null {
  const second = bilingualTextOf(book);
  return second ? defaultVoice(second.secondLanguage).id : null;
}

/** Every voice a book is narrated in: the first text's (`first`), then the second text's, if any. */
export function narratedVoices(book: BookRecord, first: string = bookVoice(book)): string[] {
  const second = secondVoice(book);
  return second ? [first, second] : [first];
}

export const PAGE_NUMBERS = Array.from({ length: PAGES_PER_BOOK }, (_, i) => i + 1);

export const narrationOf = (data: DocData | null) => data as unknown as NarrationRecord | null;
