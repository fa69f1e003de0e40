import { useState } from 'react';
import type { User } from 'firebase/auth';
import { authErrorCode } from '../../../lib/authErrors';
import { checkPasswordPolicy, createEmailAccount, recheckPasswordPolicy } from '../api/identity';
import type { AccountFieldsValue } from '../components/AuthFields';
import { signupErrorMessage } from '../errors';
import { passwordPolicyMessage } from '../../../lib/passwordRule';
import { fullName, signupProblem } from '../validation';

export interface EmailSignupOptions {
  /** Names the flow in the log ('Sign-up', 'Educator sign-up'). */
  what: string;
  /**
   * The form's own checks after the shared ones, given the full name and the email: the whole
   * payload the API will be sent, checked with the contract's schema. False stops the submit
   * before any account is created (the form shows why itself).
   */
  validate?: (name: string, email: string) => boolean;
  /** What follows once the account exists: register it with the API, record, move on. */
  finish: (user: User, displayName: string) => Promise<void>;
  /** A failure the form explains itself (true when it did); the others get the shared messages. */
  explain?: (error: unknown) => boolean;
}

/**
 * The email sign-up both sign-up forms run (spec part 1 §4, §5, §8): the password length and
 * email format checks and the server's password policy, each answered by the 'Please Try
 * Again' dialog; the form's own checks of what the API will be sent; only then the account with
 * the full name; any other failure as a message under the form.
 */
export function useEmailSignup({ what, validate, finish, explain }: EmailSignupOptions) {
  const [tryAgain, setTryAgain] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(fields: AccountFieldsValue) {
    const email = fields.email.trim();
    const problem = signupProblem(fields.password, email);
    if (problem) {
      setTryAgain(problem);
      return;
    }
    const name = fullName(fields.firstName, fields.lastName);
    // Everything is checked before anything is created (issue 47): an account is never left
    // behind by a form the API would refuse.
    if (validate && !validate(name, email)) return;
    setBusy(true);
    setMessage(null);
    try {
      const unmet = await checkPasswordPolicy(fields.password);
      if (unmet.length > 0) {
        setTryAgain(passwordPolicyMessage(unmet));
        return;
      }
      const user = await createEmailAccount({ email, password: fields.password, displayName: name });
      await finish(user, name);
    } catch (error) {
      if (explain?.(error)) return;
      if (authErrorCode(error) === 'auth/password-does-not-meet-requirements') {
        setTryAgain(passwordPolicyMessage(await recheckPasswordPolicy(fields.password)));
      } else {
        console.error(`${what} failed`, error);
        setMessage(signupErrorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy, message, tryAgain, closeTryAgain: () => setTryAgain(null) };
}
