import {
  acceptEducatorAccountRequest,
  usersInfoRequest,
  type AcceptEducatorAccountRequest,
  type JOIN_CODE_LENGTH as CONTRACT_JOIN_CODE_LENGTH,
} from '@contract/accounts';
import { passwordTooShort, SHORT_PASSWORD_MESSAGE } from '../../lib/passwordRule';
import { i18n } from '../../i18n';

/** Sign-up checks of spec part 1 §5, with the exact texts of §8 (the password rule is lib's). */

/** In the page's language when it is read (a pure check, outside React). */
export const invalidEmailMessage = () => i18n._('auth.invalidEmail');

const EMAIL_PATTERN = /\S+@\S+\.\S+/;

/** The first failing sign-up check (password length before email format), or null. */
export function signupProblem(password: string, email: string): string | null {
  if (passwordTooShort(password)) return SHORT_PASSWORD_MESSAGE;
  if (!EMAIL_PATTERN.test(email)) return invalidEmailMessage();
  return null;
}

/** Display name: first and last name joined by a space (spec part 1 §3). */
export function fullName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}

/** Join codes have 6 characters; typed against the contract's constant. */
export const JOIN_CODE_LENGTH: typeof CONTRACT_JOIN_CODE_LENGTH = 6;

/** Join codes are typed in capitals (spec part 1 §2, §5). */
export function normalizeJoinCode(value: string, maxLength: number): string {
  return value.toUpperCase().slice(0, maxLength);
}

/** A sign-up field a contract check points at. */
export type ProfileField = 'name' | 'schoolName' | 'organizationName' | 'joinCode';
export interface ProfileProblem {
  field: ProfileField;
  message: string;
}

/** The form field a contract issue's path names. */
function fieldOf(path: readonly PropertyKey[], individual: boolean): ProfileField {
  if (path[0] === 'organizationInfo')
    return path[1] === 'joinCode' ? 'joinCode' : individual ? 'schoolName' : 'organizationName';
  return 'name';
}

/**
 * The user info record the sign-up will register, checked with the contract's own schema before
 * anything is created (issue 47): a form the server would refuse never leaves an account behind.
 */
export function signupRecordProblem(name: string, email: string): ProfileProblem | null {
  const parsed = usersInfoRequest.safeParse({ emailAdd: email, name, userType: 'regular' });
  const issue = parsed.success ? null : parsed.error.issues[0];
  return issue ? { field: fieldOf(issue.path, false), message: issue.message } : null;
}

/** The educator's account-acceptance payload, checked with the contract's schema before the account. */
export function educatorPayloadProblem(payload: AcceptEducatorAccountRequest): ProfileProblem | null {
  const parsed = acceptEducatorAccountRequest.safeParse(payload);
  const issue = parsed.success ? null : parsed.error.issues[0];
  return issue
    ? { field: fieldOf(issue.path, payload.accountType === 'individual'), message: issue.message }
    : null;
}
