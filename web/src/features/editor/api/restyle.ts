import type { ArtStyle } from '@contract/artStyle';
import type { RestyleStatusResponse } from '@contract/restyle';
import * as routes from '@contract/routes/books';
import { userPost } from '../../../lib/api';

/** POST /user/restyleStatus: where the book's latest restyle is ('none' when never restyled). */
export function getRestyleStatus(bookId: string): Promise<RestyleStatusResponse> {
  return userPost(routes.restyleStatus, { bookId });
}

/** POST /user/restyleStory: every page drawn again in `artStyle`, for one credit. */
export function restyleStory(bookId: string, artStyle: ArtStyle): Promise<RestyleStatusResponse> {
  return userPost(routes.restyleStory, { bookId, artStyle });
}

/** POST /user/chooseRestyle: the new pictures in the book ('new'), or the old ones back ('old'). */
export function chooseRestyle(bookId: string, use: 'new' | 'old'): Promise<RestyleStatusResponse> {
  return userPost(routes.chooseRestyle, { bookId, use });
}
