import type { Language } from '@contract/story';
import type { ArtStyle } from '@contract/artStyle';
import { readBookMaking, readEditState, type EditState } from '../../lib/story';

/**
 * The navigation state of the readers (spec part 2 §2 'Book readers'): bookID, storyTitle,
 * formattedStory, imageNum and legends.
 */
export interface ReaderState extends EditState {
  legends: string[];
  /** The story's language (issue 28): read aloud in it. Absent in older states: English. */
  language: Language;
  /** How its pictures are drawn (issue 28), when the state says: the reader shows it. */
  artStyle?: ArtStyle;
}

export function readReaderState(state: unknown): ReaderState | null {
  const book = readEditState(state);
  if (!book) return null;
  const { legends } = state as { legends?: unknown };
  const { artStyle, language = 'en' } = readBookMaking(state);
  return {
    ...book,
    legends: Array.isArray(legends) ? legends.map((item) => (typeof item === 'string' ? item : '')) : [],
    language,
    ...(artStyle ? { artStyle } : {}),
  };
}

/** True when the state already holds everything the reader shows (no getlegends needed). */
export function isComplete(book: ReaderState): boolean {
  return Boolean(book.formattedStory.trim()) && book.legends.length > 0 && book.imageNum !== 'None';
}
