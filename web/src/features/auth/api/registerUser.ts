import type { User } from 'firebase/auth';
import type { UsersInfoRequest, UsersInfoResponse } from '@contract/accounts';
import * as routes from '@contract/routes/accounts';
import { ApiError, userPost } from '../../../lib/api';
import { i18n } from '../../../i18n';

function isoDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The user info record of spec part 1 §3 for a signed-in Firebase user. */
export function userInfoRecord(user: User, name?: string): UsersInfoRequest {
  const displayName = (name ?? user.displayName ?? '').trim();
  return {
    emailAdd: user.email ?? undefined,
    name: displayName || undefined,
    createdAt: isoDate(user.metadata?.creationTime) ?? new Date().toISOString(),
    lastLogin: new Date().toISOString(),
    emailVerified: user.emailVerified,
    provider: user.providerData?.[0]?.providerId ?? 'password',
    userType: 'regular',
  };
}

/**
 * POST /user/usersInfo: registers the signed-in user with the API (the first call grants the free
 * credit) and records the login. Call it after every successful sign-up and sign-in.
 */
export function registerUser(user: User, name?: string): Promise<UsersInfoResponse> {
  return userPost(routes.usersInfo, userInfoRecord(user, name));
}

/**
 * A failed API call's words (its code's message in the page's language, the server's `error`
 * sentence in English or without a code), or, when the answer carries no `error` field, spec
 * part 1 §7/§8's 'Error during signup process' (in the page's language).
 */
export function serverErrorMessage(error: unknown): string {
  const body = error instanceof ApiError ? error.body : null;
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error)
    return (error as ApiError).message;
  return i18n._('auth.error.signupFailed');
}
