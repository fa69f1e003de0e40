import type { Language } from '../contract/story.js';

/**
 * One page's narration as the Narrator port makes it (issue 44 item 1): the MP3, its length and
 * when each word of the page's text is spoken. Structurally the port's `Narration`, so the
 * service hands the narrator's answer over as it is.
 */
export interface PageNarration {
  audio: Buffer;
  durationMs: number;
  /** Every spoken word in order: UTF-16 offsets in the page's text (end exclusive) and its time. */
  words: readonly { text: string; start: number; end: number; startMs: number; endMs: number }[];
}

export interface EpubNarration {
  /** The voice's name, as the package document credits it (media:narrator). */
  narrator: string;
  /** Exactly 10, one per page, each for that page's text as given in `paragraphs`. */
  pages: readonly PageNarration[];
  /**
   * A bilingual book's second text read aloud (issue 45): its voice's name and exactly 10 pages,
   * each for that page's text in `second.paragraphs`. Only with `second`.
   */
  second?: { narrator: string; pages: readonly PageNarration[] } | null;
}

/** A bilingual book's second text (issue 45): another language, a paragraph beneath each page's. */
export interface EpubSecondText {
  language: Language;
  /** Exactly 10, as the book shows them (the second narration's offsets are into these). */
  paragraphs: readonly string[];
}

export interface EpubInput {
  bookId: string;
  title: string;
  /** Exactly 10, as the book shows them (the narration's offsets are into these strings). */
  paragraphs: readonly string[];
  /** The 10 picture legends: each picture's alternative text. */
  legends?: readonly string[];
  /** Exactly 10, PNG or JPEG. */
  images: readonly Buffer[];
  /** Every document's language. */
  language: Language;
  /** The hero, or the two heroes, named on the cover. */
  heroes: readonly string[];
  creatorName?: string | null;
  createdAt: Date;
  /** The package's dcterms:modified: when this edition of the book was last changed. */
  modifiedAt: Date;
  dedication?: string | null;
  /** A bilingual book's second text, beneath the first on each text page, set apart. */
  second?: EpubSecondText | null;
  /** When given, every page is read aloud with its words lit as they are spoken (Media Overlays). */
  narration?: EpubNarration | null;
}

export interface BuiltEpub {
  epub: Buffer;
  /** Documents in the reading order (cover, dedication, 2 per part, the end). */
  spinePages: number;
  /** Total narration, 0 without. */
  durationMs: number;
}
