import { readBookMaking, readEditState, storyParagraphs, type BookMaking } from '../../lib/story';

/** What an edit screen needs from its navigation state: at least the book id. */
export interface EditorEntry extends BookMaking {
  bookID: string;
  storyTitle: string;
  /** Paragraphs known before getlegends answers (they are replaced by its [6]). */
  paragraphs: string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The book an edit screen opens, from `location.state`: either the named fields the creation pages
 * pass (bookID, storyTitle, formattedStory, imageNum), or the positional book record of spec
 * part 2 §3 ([0] title, [1] image numbers, [2] book id, [4] paragraphs, [5] legends ...).
 * null when there is no book id.
 */
export function readEditorEntry(state: unknown): EditorEntry | null {
  if (Array.isArray(state)) {
    const record = state as unknown[];
    const id = typeof record[2] === 'number' ? String(record[2]) : text(record[2]).trim();
    if (!/^\d+$/.test(id)) return null;
    const paragraphs = Array.isArray(record[4]) ? record[4].map(text) : storyParagraphs(text(record[4]));
    return { bookID: id, storyTitle: text(record[0]), paragraphs };
  }
  const named = readEditState(state);
  if (!named) return null;
  return {
    bookID: named.bookID,
    storyTitle: named.storyTitle,
    paragraphs: storyParagraphs(named.formattedStory),
    ...readBookMaking(state),
  };
}
