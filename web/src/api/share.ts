import type { LibraryDetail, SharedBookResponse } from '@contract/share';
import * as routes from '@contract/routes/share';
import { publicGet, userPost } from '../lib/api';

export type { LibraryDetail, SharedBookResponse };

/** POST /user/shareBook: the book's read-only link (the same one while it stays shared). */
export async function shareBook(bookId: string, showDedication?: boolean): Promise<string> {
  const body = showDedication === undefined ? { bookId } : { bookId, showDedication };
  return (await userPost(routes.shareBook, body)).url;
}

/** POST /user/unshareBook: the link stops opening the book. */
export async function unshareBook(bookId: string): Promise<void> {
  await userPost(routes.unshareBook, { bookId });
}

/** POST /user/setDedication: '' takes the dedication away. */
export async function setDedication(bookId: string, dedication: string): Promise<string | null> {
  return (await userPost(routes.setDedication, { bookId, dedication })).dedication;
}

/** POST /user/libraryDetails: each saved book's child's name, dedication and share link. */
export function getLibraryDetails(): Promise<LibraryDetail[]> {
  return userPost(routes.libraryDetails);
}

/** GET /public/sharedBook: a shared book as anyone with its link reads it (ApiError 404 once stopped). */
export function getSharedBook(token: string, signal?: AbortSignal): Promise<SharedBookResponse> {
  return publicGet(routes.sharedBook, { token }, { signal });
}
