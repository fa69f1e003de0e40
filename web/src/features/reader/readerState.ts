import { readEditState, type EditState } from '../../lib/story';

/**
 * The navigation state of the readers (spec part 2 §2 'Book readers'): bookID, storyTitle,
 * formattedStory, imageNum and legends.
 */
export interface ReaderState extends EditState {
  legends: string[];
}

export function readReaderState(state: unknown): ReaderState | null {
  const book = readEditState(state);
  if (!book) return null;
  const { legends } = state as { legends?: unknown };
  return {
    ...book,
    legends: Array.isArray(legends) ? legends.map((item) => (typeof item === 'string' ? item : '')) : [],
  };
}

/** True when the state already holds everything the reader shows (no getlegends needed). */
export function isComplete(book: ReaderState): boolean {
  return Boolean(book.formattedStory.trim()) && book.legends.length > 0 && book.imageNum !== 'None';
}
