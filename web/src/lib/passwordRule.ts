/**
 * The one password rule of the product (spec part 1 §5: at least six characters, with its exact
 * words), for every password a person chooses here: sign-up (both forms) and a new password on
 * /account. A password reset is set on Firebase Auth's own page, whose default minimum is the
 * same six characters. A project with a stricter password policy on the server says so through
 * `passwordPolicyMessage`.
 */
export const MIN_PASSWORD_LENGTH = 6;
export const SHORT_PASSWORD_MESSAGE = 'The password must contain a minimum of six characters.';

/** Whether the password is shorter than the rule allows. */
export const passwordTooShort = (password: string) => password.length < MIN_PASSWORD_LENGTH;

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
