import { BASIC_REDO_LIMIT, EDITOR_REDO_LIMIT, type ReDoResponse } from '@contract';
import type { BilingualText } from '@contract/books';
import type { StoryType } from '@contract/story';
import { fetchLegends, type UnsureMark } from '../../../api/legends';
import type { ToastOptions } from '../../../components/ui/Toast';
import * as routes from '@contract/routes/books';
import { ApiError, userPost } from '../../../lib/api';
import { imageIdsFor, storyParagraphs } from '../../../lib/story';
import { i18n } from '../../../i18n';

export { BASIC_REDO_LIMIT, EDITOR_REDO_LIMIT };
/** basic: the review screen (3 redos, prompt = the page's description); the editors: editable descriptions (10). */
export type EditorMode = 'basic' | 'descriptions';

export const redoLimit = (mode: EditorMode) => (mode === 'basic' ? BASIC_REDO_LIMIT : EDITOR_REDO_LIMIT);

/** The book as the editors read POST /user/getlegends (spec part 2 §3, the editors' reading). */
export interface EditorBook {
  bookId: string;
  title: string;
  storyType: StoryType | null;
  /** [3]: the 10 image descriptions. */
  legends: string[];
  /** [4][0]: redos used so far (one counter per book). */
  redosUsed: number;
  /** [5] without the ':n' suffixes: the exact names for the Character Names Guide. */
  characterNames: string[];
  /** [6] split on blank lines, numbering stripped. */
  paragraphs: string[];
  /** [7]: the 10 current (selected) image ids. */
  imageIds: string[];
  /** [8]: the pictures the page check was unsure of, with its reasons, by image id. */
  unsure: Record<string, UnsureMark>;
  /** [9]: a bilingual book's second text (issue 45), shown beneath each page's first. */
  second?: BilingualText;
}

/** 'Mia:1' -> 'Mia'. Names are listed once each, in their order. */
export function characterNames(entries: string[]): string[] {
  const names = entries.map((entry) => entry.replace(/\s*:\s*\d*\s*$/, '').trim()).filter(Boolean);
  return [...new Set(names)];
}

/** The book for the editors from getlegends (decoded in api/legends); failures throw. */
export async function fetchEditorBook(bookId: string): Promise<EditorBook> {
  const book = await fetchLegends(bookId);
  const fallback = imageIdsFor(bookId, 'None');
  return {
    bookId,
    title: book.title,
    storyType: book.storyType,
    legends: book.legends,
    redosUsed: Math.max(0, book.redosUsed),
    characterNames: characterNames(book.characterEntries),
    paragraphs: storyParagraphs(book.formattedStory),
    imageIds: fallback.map((original, i) => book.imageIds[i] || original),
    unsure: book.unsure,
    ...(book.second ? { second: book.second } : {}),
  };
}

/** POST /user/getCounter {bookId} -> the bare number of redos used. */
export async function fetchCounter(bookId: string): Promise<number> {
  return userPost(routes.getCounter, { bookId });
}

export interface RedoInput {
  bookId: string;
  /** The page index 0..9. */
  index: number;
  /** The page's image description (edited in the editors). */
  description: string;
}

/**
 * Asks for a new picture of one page: reDoImage on the basic screen, reDoEssentialImage or
 * reDoEnhancedImage (by story type) in the editors. The answer names the new image, drawn in the
 * background: poll imageOutput for `updatedBookId`.
 */
export async function requestRedo(
  mode: EditorMode,
  storyType: StoryType,
  { bookId, index, description }: RedoInput,
): Promise<ReDoResponse> {
  return mode === 'basic'
    ? userPost(routes.reDoImage, { index, reDoPrompt: description, useLora: false, bookId })
    : userPost(storyType === 'Enhanced' ? routes.reDoEnhancedImage : routes.reDoEssentialImage, {
        bookId,
        legend: description,
        legendIndex: index,
      });
}

/** POST /user/saveSelectedImageNumber {bookId, imageId}: remembers the chosen picture of a page. */
export async function saveSelectedImage(bookId: string, imageId: string): Promise<void> {
  await userPost(routes.saveSelectedImageNumber, { bookId, imageId });
}

/**
 * POST /user/createPdf (Photo Stories) or /user/createEnhancedPdf (Avatar Stories): builds the
 * book from the saved selection. May answer 409 while illustrations are still being drawn.
 */
export async function buildBook(storyType: StoryType, bookId: string, imageIds: string[], counter: number) {
  return userPost(storyType === 'Enhanced' ? routes.createEnhancedPdf : routes.createPdf, {
    bookId,
    userQuerySelectedImagesArray: imageIds.map((link) => ({ link, bookId })),
    counter,
    imageNumArray: imageIds,
  });
}

/** Read in the page's language when shown. */
export const REDO_MESSAGES = {
  get counterFailed() {
    return i18n._('editor.redo.counterFailed');
  },
  get notFound() {
    return i18n._('editor.redo.notFound');
  },
  get failed() {
    return i18n._('editor.redo.failed');
  },
  get emptyDescription() {
    return i18n._('editor.redo.emptyDescription');
  },
  get limit() {
    return i18n._('editor.redo.limit');
  },
};

/**
 * Spec part 2 §8 'Redo': 400 -> warning with the server's text (JSON {error} or, for
 * reDoEnhancedImage, a plain-text body); 403 -> error with the server's text; 404 -> 'Required data
 * not found...'; anything else -> 'Failed to generate image...'.
 */
export function redoErrorToast(error: unknown): ToastOptions {
  if (error instanceof ApiError) {
    if (error.status === 400) return { type: 'warning', message: error.message || REDO_MESSAGES.failed };
    if (error.status === 403) return { type: 'error', message: error.message || REDO_MESSAGES.limit };
    if (error.status === 404) return { type: 'error', message: REDO_MESSAGES.notFound };
  }
  return { type: 'error', message: REDO_MESSAGES.failed };
}
