import type { CastStatusResponse } from '@contract/cast';
import { userPost, userPostBlob } from '../../../lib/api';

/** POST /user/castStatus: where the book's cast review is ('none' for books saved without one). */
export function getCastStatus(bookId: string): Promise<CastStatusResponse> {
  return userPost<CastStatusResponse>('/user/castStatus', { bookId });
}

/** POST /user/castSheet: the cast sheet to approve (PNG). */
export function getCastSheet(bookId: string): Promise<Blob> {
  return userPostBlob('/user/castSheet', { bookId });
}

/** POST /user/approveCast: the pages are drawn now. */
export function approveCast(bookId: string): Promise<CastStatusResponse> {
  return userPost<CastStatusResponse>('/user/approveCast', { bookId });
}

/** POST /user/redrawCast: another sheet (up to 3 in all). */
export function redrawCast(bookId: string): Promise<CastStatusResponse> {
  return userPost<CastStatusResponse>('/user/redrawCast', { bookId });
}
