import { LANGUAGES, type Language } from '@contract/story';
import { readEditState, type EditState } from '../../lib/story';

/**
 * The navigation state of the readers (spec part 2 §2 'Book readers'): bookID, storyTitle,
 * formattedStory, imageNum and legends.
 */
export interface ReaderState extends EditState {
  legends: string[];
  /** The story's language (issue 28): read aloud in it. Absent in older states: English. */
  language: Language;
}

export function readReaderState(state: unknown): ReaderState | null {
  const book = readEditState(state);
  if (!book) return null;
  const { legends, language } = state as { legends?: unknown; language?: unknown };
  return {
    ...book,
    legends: Array.isArray(legends) ? legends.map((item) => (typeof item === 'string' ? item : '')) : [],
    language: LANGUAGES.includes(language as Language) ? (language as Language) : 'en',
  };
}

/** True when the state already holds everything the reader shows (no getlegends needed). */
export function isComplete(book: ReaderState): boolean {
  return Boolean(book.formattedStory.trim()) && book.legends.length > 0 && book.imageNum !== 'None';
}
