import { ApiError } from '../../lib/api';
import { authErrorCode } from '../../lib/authErrors';
import { SHORT_PASSWORD_MESSAGE } from '../../lib/passwordRule';
import { i18n, type MessageId } from '../../i18n';
import { serverErrorMessage } from './api/registerUser';

const identityMessages: Record<string, MessageId | (() => string)> = {
  'auth/email-already-in-use': 'auth.error.emailInUse',
  'auth/invalid-email': 'auth.invalidEmail',
  'auth/weak-password': () => SHORT_PASSWORD_MESSAGE,
  'auth/network-request-failed': 'auth.error.network',
  'auth/too-many-requests': 'auth.error.tooManyRequests',
  'auth/operation-not-allowed': 'auth.error.emailSignupOff',
};

/** The identity service's error in the page's language, or null for one we have no words for. */
function identityMessage(code: string | null | undefined): string | null {
  const message = code ? identityMessages[code] : undefined;
  if (!message) return null;
  return typeof message === 'function' ? message() : i18n._(message);
}

/** The message shown under a sign-up form for an error of the identity service or the API. */
export function signupErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return serverErrorMessage(error);
  const code = authErrorCode(error);
  return identityMessage(code) ?? serverErrorMessage(error);
}
