import { ApiError } from '../../../lib/api';
import { authErrorCode } from '../../../lib/authErrors';
import { i18n } from '../../../i18n';

/** What a parent reads when a settings change did not go through. */
export function settingsErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status < 500) return error.message.replace(/^\w+: /, '');
  switch (authErrorCode(error)) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return i18n._('account.delete.wrongPassword');
    case 'auth/email-already-in-use':
      return i18n._('account.settings.emailInUse');
    case 'auth/invalid-email':
      return i18n._('account.settings.invalidEmail');
    case 'auth/weak-password':
      return i18n._('account.settings.shortPassword');
    case 'auth/password-does-not-meet-requirements':
      return i18n._('account.settings.weakPassword');
    case 'auth/too-many-requests':
      return i18n._('account.settings.tooMany');
    case 'auth/popup-closed-by-user':
      return i18n._('account.settings.popupClosed');
    default:
      return i18n._('account.settings.failed');
  }
}
