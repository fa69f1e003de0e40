import { ApiError } from '../../lib/api';
import { authErrorCode } from '../../lib/authErrors';
import { SHORT_PASSWORD_MESSAGE } from '../../lib/passwordRule';
import { INVALID_EMAIL_MESSAGE } from './validation';
import { serverErrorMessage } from './api/registerUser';

const identityMessages: Record<string, string> = {
  'auth/email-already-in-use': 'An account with this email already exists. Please log in instead.',
  'auth/invalid-email': INVALID_EMAIL_MESSAGE,
  'auth/weak-password': SHORT_PASSWORD_MESSAGE,
  'auth/network-request-failed':
    'We could not reach the sign-in service. Please check your connection and try again.',
  'auth/too-many-requests': 'Too many attempts in a row. Please wait a few minutes and try again.',
  'auth/operation-not-allowed': 'Signing up with email and password is not available right now.',
};

/** The message shown under a sign-up form for an error of the identity service or the API. */
export function signupErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return serverErrorMessage(error);
  const code = authErrorCode(error);
  return (code && identityMessages[code]) || serverErrorMessage(error);
}
