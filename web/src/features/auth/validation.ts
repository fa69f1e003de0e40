import type { JOIN_CODE_LENGTH as CONTRACT_JOIN_CODE_LENGTH } from '@contract/accounts';

/** Sign-up checks of spec part 1 §5, with the exact texts of §8. */

export const TRY_AGAIN_TITLE = 'Please Try Again';
export const SHORT_PASSWORD_MESSAGE = 'The password must contain a minimum of six characters.';
export const INVALID_EMAIL_MESSAGE = 'Invalid email format.';
export const MIN_PASSWORD_LENGTH = 6;

const EMAIL_PATTERN = /\S+@\S+\.\S+/;

/** The first failing sign-up check (password length before email format), or null. */
export function signupProblem(password: string, email: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return SHORT_PASSWORD_MESSAGE;
  if (!EMAIL_PATTERN.test(email)) return INVALID_EMAIL_MESSAGE;
  return null;
}

/** Display name: first and last name joined by a space (spec part 1 §3). */
export function fullName(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}

/** The message shown when the password misses some of the server's requirements. */
export function passwordPolicyMessage(unmet: string[]): string {
  if (unmet.length === 0)
    return 'The password does not meet the requirements. Please choose a stronger password.';
  return `The password does not meet the requirements. It needs ${listOf(unmet)}.`;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Join codes have 6 characters; typed against the contract's constant without loading zod here. */
export const JOIN_CODE_LENGTH: typeof CONTRACT_JOIN_CODE_LENGTH = 6;

/** Join codes are typed in capitals (spec part 1 §2, §5). */
export function normalizeJoinCode(value: string, maxLength: number): string {
  return value.toUpperCase().slice(0, maxLength);
}
