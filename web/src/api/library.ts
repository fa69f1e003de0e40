import type { LibraryRow } from '@contract/library';
import { DEFAULT_ART_STYLE, type ArtStyle } from '@contract/artStyle';
import { checkStoryType as storyTypeRoute, createLibrary } from '@contract/routes/books';
import { DEFAULT_LANGUAGE, type Language, type StoryType } from '@contract/story';
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
  /** A bilingual book's second language (issue 45), from the row's eighth position. */
  secondLanguage?: Language;
}

/** A row of POST /user/createLibrary by name (positions a row leaves out are the defaults). */
export function readLibraryRow([
  bookId,
  title,
  generatedPdf,
  creator,
  cast,
  language,
  artStyle,
  secondLanguage,
]: LibraryRow): LibraryBook {
  return {
    bookId,
    title: title.trim() ? title : 'Untitled story',
    finished: generatedPdf === 1,
    creatorName: creator?.trim() || null,
    castWaiting: cast === 'drawing' || cast === 'waiting',
    language: language ?? DEFAULT_LANGUAGE,
    artStyle: artStyle ?? DEFAULT_ART_STYLE,
    ...(secondLanguage ? { secondLanguage } : {}),
  };
}

/**
 * POST /user/createLibrary: the saved books, newest first. The Library lists them; the readers
 * find a bookmarked book among them by the slug of its title.
 */
export async function getLibrary(): Promise<LibraryBook[]> {
  return (await userPost(createLibrary)).map(readLibraryRow);
}

/** POST /user/checkStoryType {bookId} -> 'Essential' | 'Enhanced'. */
export async function checkStoryType(bookId: string): Promise<StoryType> {
  return (await userPost(storyTypeRoute, { bookId })).storyType;
}
