import type { AcceptEducatorAccountRequest, UserInfoResponse } from '@contract/accounts';
import * as routes from '@contract/routes/accounts';
import { ApiError, userPost } from '../../../lib/api';

/** POST /user/acceptEducatorAccount: the account-acceptance payload of spec part 1 §3. */
export function acceptEducatorAccount(payload: AcceptEducatorAccountRequest): Promise<UserInfoResponse> {
  return userPost(routes.acceptEducatorAccount, payload);
}

/**
 * Spec part 1 §8: the join code was refused: 'Invalid join code' in the message, or status 400
 * (only while joining; other 400s are shown under the form).
 */
export function isInvalidJoinCode(error: unknown, joining: boolean): boolean {
  if (!(error instanceof ApiError)) return false;
  if (/invalid join code/i.test(error.message)) return true;
  return joining && error.status === 400;
}
