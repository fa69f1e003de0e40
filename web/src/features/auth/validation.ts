import type { JOIN_CODE_LENGTH as CONTRACT_JOIN_CODE_LENGTH } from '@contract/accounts';
import { passwordTooShort, SHORT_PASSWORD_MESSAGE } from '../../lib/passwordRule';

/** Sign-up checks of spec part 1 §5, with the exact texts of §8 (the password rule is lib's). */

export const TRY_AGAIN_TITLE = 'Please Try Again';
export const INVALID_EMAIL_MESSAGE = 'Invalid email format.';

const EMAIL_PATTERN = /\S+@\S+\.\S+/;

/** The first failing sign-up check (password length before email format), or null. */
export function signupProblem(password: string, email: string): string | null {
  if (passwordTooShort(password)) return SHORT_PASSWORD_MESSAGE;
  if (!EMAIL_PATTERN.test(email)) return INVALID_EMAIL_MESSAGE;
  return null;
}

/** Display name: first and last name joined by a space (spec part 1 §3). */
export function fullName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}

/** Join codes have 6 characters; typed against the contract's constant without loading zod here. */
export const JOIN_CODE_LENGTH: typeof CONTRACT_JOIN_CODE_LENGTH = 6;

/** Join codes are typed in capitals (spec part 1 §2, §5). */
export function normalizeJoinCode(value: string, maxLength: number): string {
  return value.toUpperCase().slice(0, maxLength);
}
