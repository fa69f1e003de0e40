import type { Language } from '@contract/story';
import type { ArtStyle } from '@contract/artStyle';
import { bilingualText, type BilingualText } from '@contract/books';
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
  /** A bilingual book's second text (issue 45), when the state brings it. */
  second?: BilingualText;
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
    ...secondOf(state),
  };
}

/** The state's bilingual text, only when it has the contract's shape. */
function secondOf(state: unknown): { second?: BilingualText } {
  const parsed = bilingualText.safeParse((state as { second?: unknown }).second);
  return parsed.success ? { second: parsed.data } : {};
}

/** True when the state already holds everything the reader shows (no getlegends needed). */
export function isComplete(book: ReaderState): boolean {
  return Boolean(book.formattedStory.trim()) && book.legends.length > 0 && book.imageNum !== 'None';
}
