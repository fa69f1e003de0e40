import { i18n } from '../i18n';
import type { GiftsResponse, RedeemGiftResponse } from '@contract/gifts';
import * as routes from '@contract/routes/gifts';
import { ApiError, userPost } from '../lib/api';

/** POST /user/gifts: the gifts the signed-in person has given, newest first. */
export function fetchGifts(): Promise<GiftsResponse> {
  return userPost(routes.gifts);
}

/** POST /user/redeemGift {code}: the credits it added and the balance after. */
export function redeemGift(code: string): Promise<RedeemGiftResponse> {
  return userPost(routes.redeemGift, { code });
}

/**
 * What to tell a person whose code did not work: the server's own sentence for a wrong, used
 * or limited code (404, 429, 400), a plain retry message for anything else.
 */
export function redeemErrorMessage(error: unknown): string {
  if (error instanceof ApiError && [400, 404, 409, 429].includes(error.status) && error.message)
    return error.message;
  return i18n._('account.redeem.failed');
}
