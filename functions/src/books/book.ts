import { PAGES_PER_BOOK, type StoryType } from '../contract/story.js';
import type { LegendsResponse } from '../contract/books.js';
import type { DocData, JsonValue } from '../ports/documentStore.js';
import type { GeneratedStory } from '../ports/storyteller.js';
import { formatParagraphs } from '../stories/storyText.js';
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
  generatedPdf: 0 | 1;
}

export const emptyPages = (): PageState[] => Array.from({ length: PAGES_PER_BOOK }, () => ({ status: 'pending', blob: null }));

/** Plain data (records, stories) as the store's JSON values. */
export function asJson(value: object): JsonValue {
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}
export function toDoc(record: BookRecord): DocData {
  return asJson(record) as DocData;
}
export function fromDoc(data: DocData): BookRecord {
  return data as unknown as BookRecord;
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
    Array.from({ length: PAGES_PER_BOOK }, (_, i) => originalImageId(bookId, i + 1)),
  ];
}

/** A seed per book so the offline storyteller varies between books of the same child. */
export const seedOf = (bookId: string) => Number(BigInt(bookId) % 2147483647n);
