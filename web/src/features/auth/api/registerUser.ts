import type { User } from 'firebase/auth';
import type { UsersInfoRequest, UsersInfoResponse } from '@contract/accounts';
import * as routes from '@contract/routes/accounts';
import { ApiError, userPost } from '../../../lib/api';

/** Spec part 1 §7/§8: the fallback when the server's answer carries no `error` field. */
export const SIGNUP_ERROR_FALLBACK = 'Error during signup process';

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

/** The server's `error` field of a failed API call, or 'Error during signup process'. */
export function serverErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' && body.error) {
      return body.error;
    }
  }
  return SIGNUP_ERROR_FALLBACK;
}
