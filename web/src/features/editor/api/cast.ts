import type { CastStatusResponse } from '@contract/cast';
import * as routes from '@contract/routes/books';
import { userPost, userPostBlob } from '../../../lib/api';

/** POST /user/castStatus: where the book's cast review is ('none' for books saved without one). */
export function getCastStatus(bookId: string): Promise<CastStatusResponse> {
  return userPost(routes.castStatus, { bookId });
}

/** POST /user/castSheet: the cast sheet to approve (PNG). */
export function getCastSheet(bookId: string): Promise<Blob> {
  return userPostBlob(routes.castSheet, { bookId });
}

/** POST /user/approveCast: the pages are drawn now. */
export function approveCast(bookId: string): Promise<CastStatusResponse> {
  return userPost(routes.approveCast, { bookId });
}

/** POST /user/redrawCast: another sheet (up to 3 in all). */
export function redrawCast(bookId: string): Promise<CastStatusResponse> {
  return userPost(routes.redrawCast, { bookId });
}
