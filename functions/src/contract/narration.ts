import { z } from 'zod';
import { bookId } from './books.js';
import { LANGUAGES, PAGES_PER_BOOK, type Language } from './story.js';

/**
 * Narration (issue 44 item 1): each page of a saved book read aloud, with each word's time so a
 * reader can light the words as they are spoken. A voice is one of the catalogue's, per story
 * language; both adapters (Text-to-Speech in production, eSpeak-NG offline) speak every one.
 */
export interface Voice {
  /** Stable id, the Text-to-Speech voice name (what the parent's choice is stored as). */
  id: string;
  language: Language;
  /** The BCP-47 code the voice speaks (Text-to-Speech's languageCode). */
  locale: string;
  /** What the parent picks from. */
  label: string;
  gender: 'female' | 'male';
}

/** A language's two Neural2 voices, the female one first: [voice letter, label] each. */
const neural2Pair = (
  language: Language,
  locale: string,
  [femaleLetter, femaleLabel]: [string, string],
  [maleLetter, maleLabel]: [string, string],
): readonly Voice[] => [
  { id: `${locale}-Neural2-${femaleLetter}`, language, locale, label: femaleLabel, gender: 'female' },
  { id: `${locale}-Neural2-${maleLetter}`, language, locale, label: maleLabel, gender: 'male' },
];

/**
 * At least two voices per story language, the first the default. Neural2 voices: natural, and
 * (unlike Chirp 3 HD) they honour SSML `<mark>`, which the word timings need.
 */
export const VOICES: Record<Language, readonly Voice[]> = {
  en: neural2Pair('en', 'en-US', ['F', 'Fiona (warm)'], ['D', 'David (calm)']),
  es: neural2Pair('es', 'es-ES', ['A', 'Alba (cálida)'], ['B', 'Bruno (sereno)']),
  fr: neural2Pair('fr', 'fr-FR', ['A', 'Amélie (douce)'], ['B', 'Bastien (calme)']),
  de: neural2Pair('de', 'de-DE', ['A', 'Anna (warm)'], ['B', 'Ben (ruhig)']),
  pt: neural2Pair('pt', 'pt-BR', ['A', 'Ana (calorosa)'], ['B', 'Bruno (calmo)']),
  it: neural2Pair('it', 'it-IT', ['A', 'Alessia (dolce)'], ['C', 'Carlo (calmo)']),
};

const ALL_VOICES = LANGUAGES.flatMap((l) => VOICES[l]);

/** The voice a book is narrated in when the parent chose none: decided here, once. */
export const defaultVoice = (language: Language): Voice => VOICES[language][0] as Voice;

/** The catalogue's voice of this id, or null. */
export const voiceById = (id: string): Voice | null => ALL_VOICES.find((v) => v.id === id) ?? null;

export const NARRATION_MESSAGES = {
  unknownVoice: (id: string, language: Language) =>
    `Unknown voice ${id} for this book: choose one of ${VOICES[language].map((v) => v.id).join(', ')}.`,
  notSaved: 'The story is narrated once its text is saved. Please save the story first.',
  failed: 'The narration of this page could not be made. Please try again.',
  off: 'Books are not read aloud here.',
} as const;

const voiceId = z.string().min(1).max(64);

/** A file's narration voice: one of the book's language; the book's own voice when left out. */
export const chosenVoice = z
  .string({ error: 'voice must be a voice id' })
  .trim()
  .min(1, 'voice must be a voice id')
  .max(64, 'voice must be a voice id')
  .optional();

/** GET /public/narrationVoices?language= -> the voices a parent may choose for that language. */
export const narrationVoicesRequest = z.object({
  language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }),
});
export const voiceSchema = z.object({
  id: z.string(),
  language: z.enum(LANGUAGES),
  locale: z.string(),
  label: z.string(),
  gender: z.enum(['female', 'male']),
});
export const narrationVoicesResponse = z.object({
  language: z.enum(LANGUAGES),
  default: z.string(),
  voices: z.array(voiceSchema),
});

/**
 * POST /user/narration {bookId, voice?}: (re)makes the narration of every page not yet narrated
 * in that voice for the book's words (a failed page is tried again; a bilingual book's second
 * text too, in its language's default voice) and makes it the book's voice. 400 for a voice not of the book's language, 404 for another's book, 409 before save.
 */
export const narrationRequest = z.object({ bookId, voice: voiceId.optional() });

/** POST /user/getNarration {bookId, voice?}: each page's narration in that voice (the book's by default). */
export const getNarrationRequest = z.object({ bookId, voice: voiceId.optional() });

/**
 * GET /public/sharedNarration?token=&voice=: a shared book's narration as its link's readers hear
 * it (the owner's voice by default), the same answer as getNarration; 404 once no longer shared.
 * Reading only: a link never asks for narration to be made.
 */
export const sharedNarrationQuery = z.object({
  token: z.string({ error: 'token is required' }),
  voice: voiceId.optional(),
});

export const NARRATION_STATUSES = ['pending', 'ready', 'failed'] as const;
export type NarrationStatus = (typeof NARRATION_STATUSES)[number];

/** One spoken word: its place in the page's text (UTF-16 offsets, end exclusive) and its time. */
export const narratedWord = z.object({
  text: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  startMs: z.number().min(0),
  endMs: z.number().min(0),
});
export type NarratedWord = z.infer<typeof narratedWord>;

export const narratedPage = z.object({
  /** 1..10 */
  page: z.number().int().min(1).max(PAGES_PER_BOOK),
  status: z.enum(NARRATION_STATUSES),
  /** Ready pages: a signed address of the MP3, valid for an hour. */
  audioUrl: z.string().optional(),
  mimeType: z.literal('audio/mpeg').optional(),
  durationMs: z.number().optional(),
  words: z.array(narratedWord).optional(),
  /** Failed pages: what the reader shows beside 'Try again'. */
  error: z.string().optional(),
});
export type NarratedPage = z.infer<typeof narratedPage>;

/**
 * A bilingual book's second text read aloud (issue 45): in its language's default voice, each
 * page's narration of its second text, like the first's.
 */
export const secondNarration = z.object({
  language: z.enum(LANGUAGES),
  voice: z.string(),
  /** Every page's second text narrated for the words it has now. */
  ready: z.boolean(),
  pages: z.array(narratedPage),
});
export type SecondNarration = z.infer<typeof secondNarration>;

export const narrationResponse = z.object({
  bookId: z.string(),
  voice: z.string(),
  language: z.enum(LANGUAGES),
  /** Every page narrated in this voice for the words the book has now (the first text). */
  ready: z.boolean(),
  pages: z.array(narratedPage),
  /** A bilingual book's second text (issue 45); absent for a book in one language. */
  second: secondNarration.optional(),
});
export type NarrationResponse = z.infer<typeof narrationResponse>;
