import { fetchLegends, type BookLegends } from '../../../lib/legends';
import type { LibraryRow } from '@contract/library';
import { userPost, userPostBlob } from '../../../lib/api';

export type StoryType = 'Essential' | 'Enhanced';

/** One book of the Library (spec part 2 §3 'Library book row'). */
export interface LibraryBook {
  /** The millisecond timestamp of creation, as a string. */
  bookId: string;
  title: string;
  /** True when the PDF was built (generatedPdf 1): Read, Download PDF, Buy Print Book. */
  finished: boolean;
  creatorName: string | null;
}

/** A row of POST /user/createLibrary, read leniently; null for a row without a book id. */
export function readLibraryRow(row: unknown): LibraryBook | null {
  if (!Array.isArray(row)) return null;
  const [id, title, generatedPdf, creator] = row as unknown[];
  const bookId = typeof id === 'number' ? String(id) : id;
  if (typeof bookId !== 'string' || !bookId) return null;
  return {
    bookId,
    title: typeof title === 'string' && title.trim() ? title : 'Untitled story',
    finished: Number(generatedPdf) === 1,
    creatorName: typeof creator === 'string' && creator.trim() ? creator.trim() : null,
  };
}

/** POST /user/createLibrary: the saved books, newest first. */
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

/** The path segment of a story type: /library/essential/... or /library/enhanced/.... */
export const typeSegment = (type: StoryType) => (type === 'Essential' ? 'essential' : 'enhanced');

/** Spec part 2 §9 'PDF download name' (CONTRACT.md: StorySprout-{bookId}.pdf). */
export const pdfFileName = (bookId: string) => `StorySprout-${bookId}.pdf`;

/** POST /user/getPdf {bookId}: the book's PDF; ApiError 404 while it is not built yet. */
export function getPdf(bookId: string): Promise<Blob> {
  return userPostBlob('/user/getPdf', { bookId });
}

/**
 * POST /user/getStripeStatus {storyId, orderId}: true when the print book was paid (stripePaid 1).
 * Any failure is passed on (the caller treats it as unpaid).
 */
export async function getStripePaid(storyId: string, orderId: string): Promise<boolean> {
  const answer = await userPost<{ stripePaid?: unknown }>('/user/getStripeStatus', { storyId, orderId });
  return Number(answer?.stripePaid) === 1;
}

/** What the readers need from POST /user/getlegends, decoded once in lib/legends. */
export type ReaderLegends = BookLegends;
export const getReaderLegends = fetchLegends;
