import type { LibraryRow } from '@contract/library';
import { ART_STYLES, DEFAULT_ART_STYLE, type ArtStyle } from '@contract/artStyle';
import { LANGUAGES, type Language, type StoryType } from '@contract/story';
import { userPost } from '../lib/api';

/** One book of the Library (spec part 2 §3 'Library book row'). */
export interface LibraryBook {
  /** The millisecond timestamp of creation, as a string. */
  bookId: string;
  title: string;
  /** True when the PDF was built (generatedPdf 1): Read, Download PDF, Buy Print Book. */
  finished: boolean;
  creatorName: string | null;
  /**
   * True while the book's cast waits for the parent's approval (issue 27: its sheet is being
   * drawn or waits to be approved): its pages are drawn once they approve it in the editor.
   */
  castWaiting: boolean;
  /** The story's language (issue 28): rows without one are English, as every book before. */
  language: Language;
  /** How its pictures are drawn (issue 28): rows without one are classic, as every book before. */
  artStyle: ArtStyle;
}

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
const isArtStyle = (value: unknown): value is ArtStyle => ART_STYLES.includes(value as ArtStyle);

/** A row of POST /user/createLibrary, read leniently; null for a row without a book id. */
export function readLibraryRow(row: unknown): LibraryBook | null {
  if (!Array.isArray(row)) return null;
  const [id, title, generatedPdf, creator, cast, language, artStyle] = row as unknown[];
  const bookId = typeof id === 'number' ? String(id) : id;
  if (typeof bookId !== 'string' || !bookId) return null;
  return {
    bookId,
    title: typeof title === 'string' && title.trim() ? title : 'Untitled story',
    finished: Number(generatedPdf) === 1,
    creatorName: typeof creator === 'string' && creator.trim() ? creator.trim() : null,
    castWaiting: cast === 'drawing' || cast === 'waiting',
    language: isLanguage(language) ? language : 'en',
    artStyle: isArtStyle(artStyle) ? artStyle : DEFAULT_ART_STYLE,
  };
}

/**
 * POST /user/createLibrary: the saved books, newest first. The Library lists them; the readers
 * find a bookmarked book among them by the slug of its title.
 */
export async function getLibrary(): Promise<LibraryBook[]> {
  const answer = await userPost<LibraryRow[] | unknown>('/user/createLibrary');
  if (!Array.isArray(answer)) throw new Error('Unexpected createLibrary answer');
  return answer.map(readLibraryRow).filter((book): book is LibraryBook => book !== null);
}

/** POST /user/checkStoryType {bookId} -> 'Essential' | 'Enhanced'. */
export async function checkStoryType(bookId: string): Promise<StoryType> {
  const answer = await userPost<{ storyType?: unknown }>('/user/checkStoryType', { bookId });
  const type = answer?.storyType;
  if (type !== 'Essential' && type !== 'Enhanced') throw new Error('Unexpected checkStoryType answer');
  return type;
}
