import { ApiError } from '../../../lib/api';
import { authErrorCode } from '../../../lib/authErrors';
import { passwordPolicyMessage, SHORT_PASSWORD_MESSAGE } from '../../../lib/passwordRule';

/** What a parent reads when a settings change did not go through. */
export function settingsErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) return error.message.replace(/^\w+: /, '');
  switch (authErrorCode(error)) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return 'That password is not right. Please try again.';
    case 'auth/email-already-in-use':
      return 'Another account already uses that email address.';
    case 'auth/invalid-email':
      return 'Please enter a valid email address.';
    case 'auth/weak-password':
      return SHORT_PASSWORD_MESSAGE;
    case 'auth/password-does-not-meet-requirements':
      return passwordPolicyMessage([]);
    case 'auth/too-many-requests':
      return 'Too many tries. Please wait a few minutes and try again.';
    case 'auth/popup-closed-by-user':
      return 'The sign-in window was closed. Please try again.';
    default:
      return 'Something went wrong. Please check your connection and try again.';
  }
}
