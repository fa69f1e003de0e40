import { PAGES_PER_BOOK, type StoryType } from '../contract/story.js';
import type { LegendsResponse } from '../contract/books.js';
import type { DocData, JsonValue } from '../ports/documentStore.js';
import type { GeneratedStory } from '../ports/storyteller.js';
import { formatParagraphs } from '../contract/storyText.js';
import { originalImageId } from './bookId.js';
import type { StoryInputs } from './createInput.js';

export const BOOKS_COLLECTION = 'books';
export const bookPath = (bookId: string) => `${BOOKS_COLLECTION}/${bookId}`;

export type BookStatus = 'writing' | 'written' | 'failed' | 'saved';
export type PageStatus = 'pending' | 'ready' | 'failed';
export interface PageState {
  status: PageStatus;
  /** Blob path of the page's original illustration once ready. */
  blob: string | null;
}

/** One redo of a page: drawn in the background from its own description. */
export interface RedoState {
  variant: number;
  status: PageStatus;
  blob: string | null;
  legend: string;
}

/** books/{bookId}: one story from its draft to its illustrations. */
export interface BookRecord {
  ownerUid: string;
  storyType: StoryType;
  createdAt: string;
  creatorName: string | null;
  status: BookStatus;
  inputs: StoryInputs;
  seed: number;
  /** Blob path of each character's photo (Photo Stories), by cast position. */
  photos: (string | null)[];
  story: GeneratedStory | null;
  failure: string | null;
  creditSpent: boolean;
  savedAt: string | null;
  pages: PageState[];
  imagesReady: number;
  redosUsed: number;
  /** Redos by page number ('1'..'10'); Firestore allows no arrays inside arrays. */
  redos: Record<string, RedoState[]>;
  /** The chosen image id of each page ('{bookId}_{n}' or '{bookId}_{n}_{variant}'). */
  selected: string[];
  generatedPdf: 0 | 1;
  pdf: { blob: string; pages: number; builtAt: string } | null;
}

export const emptyPages = (): PageState[] =>
  Array.from({ length: PAGES_PER_BOOK }, () => ({ status: 'pending', blob: null }));

/** Plain data (records, stories) as the store's JSON values. */
export function asJson(value: object): JsonValue {
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}
export function toDoc(record: BookRecord): DocData {
  return asJson(record) as DocData;
}
export const originalSelection = (bookId: string) =>
  Array.from({ length: PAGES_PER_BOOK }, (_, i) => originalImageId(bookId, i + 1));

/** Reads a stored book, filling fields that books written by older code may lack. */
export function fromDoc(data: DocData, bookId: string): BookRecord {
  const book = data as unknown as Partial<BookRecord>;
  return {
    ...(book as BookRecord),
    redosUsed: typeof book.redosUsed === 'number' ? book.redosUsed : 0,
    redos: book.redos ?? {},
    selected:
      Array.isArray(book.selected) && book.selected.length === PAGES_PER_BOOK
        ? book.selected
        : bookId
          ? originalSelection(bookId)
          : [],
    generatedPdf: book.generatedPdf === 1 ? 1 : 0,
    pdf: book.pdf ?? null,
  };
}

/** CONTRACT.md getlegends layout (both readings of spec part 2 §3). */
export function legendsOf(bookId: string, book: BookRecord & { story: GeneratedStory }): LegendsResponse {
  return [
    bookId,
    book.story.title,
    book.storyType,
    book.story.legends,
    [book.redosUsed],
    book.story.characterNames,
    formatParagraphs(book.story.paragraphs),
    book.selected.length === PAGES_PER_BOOK ? book.selected : originalSelection(bookId),
  ];
}

/** A seed per book so the offline storyteller varies between books of the same child. */
export const seedOf = (bookId: string) => Number(BigInt(bookId) % 2147483647n);
