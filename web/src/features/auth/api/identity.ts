import {
  createUserWithEmailAndPassword,
  getRedirectResult,
  GoogleAuthProvider,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithRedirect,
  updateProfile,
  validatePassword,
  type PasswordValidationStatus,
  type User,
} from 'firebase/auth';
import { verificationContinueUrl } from '../../../lib/auth';
import { auth } from '../../../lib/firebase';

/** The identity-provider calls of sign-in and sign-up (Firebase Auth; spec part 1 §7 'Other'). */

/** sessionStorage flag: a Google redirect sign-in is under way (spec part 1 §4 'Session'). */
export const PENDING_GOOGLE_SIGN_IN_KEY = 'pendingGoogleSignIn';

export function googleSignInPending(): boolean {
  try {
    return sessionStorage.getItem(PENDING_GOOGLE_SIGN_IN_KEY) !== null;
  } catch {
    return false;
  }
}

export async function signInWithEmail(email: string, password: string): Promise<User> {
  const credential = await signInWithEmailAndPassword(auth, email, password);
  return credential.user;
}

export function sendPasswordReset(email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email);
}

/** Leaves for Google's sign-in page; the flag tells the page we come back to to finish it. */
export async function startGoogleSignIn(): Promise<void> {
  sessionStorage.setItem(PENDING_GOOGLE_SIGN_IN_KEY, 'true');
  try {
    await signInWithRedirect(auth, new GoogleAuthProvider());
  } catch (error) {
    sessionStorage.removeItem(PENDING_GOOGLE_SIGN_IN_KEY);
    throw error;
  }
}

let finishing: Promise<User | null> | null = null;

/**
 * After the return from Google: clears the flag and resolves the redirect result (the signed-in
 * user, or null when there was none). Shared by concurrent callers (React StrictMode runs effects
 * twice), so the result is consumed once.
 */
export function finishGoogleSignIn(): Promise<User | null> {
  if (!finishing) {
    sessionStorage.removeItem(PENDING_GOOGLE_SIGN_IN_KEY);
    finishing = getRedirectResult(auth)
      .then((result) => result?.user ?? null)
      .finally(() => {
        finishing = null;
      });
  }
  return finishing;
}

/** Sends the verification email whose link returns to /account?verified=true. */
export function sendVerificationEmail(user: User): Promise<void> {
  return sendEmailVerification(user, { url: verificationContinueUrl() });
}

export interface NewAccount {
  email: string;
  password: string;
  displayName: string;
}

/**
 * Creates the email/password account, sets its display name and sends the verification email.
 * When the same address is already signed in (an earlier attempt created the account but a later
 * step failed), that account is reused instead of failing with 'email already in use'.
 */
export async function createEmailAccount({ email, password, displayName }: NewAccount): Promise<User> {
  const current = auth.currentUser;
  if (current?.email && current.email.toLowerCase() === email.toLowerCase()) return current;

  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  try {
    await updateProfile(user, { displayName });
  } catch (error) {
    console.error('Setting the display name failed', error);
  }
  try {
    await sendVerificationEmail(user);
  } catch (error) {
    // The account page offers 'Resend verification email'.
    console.error('Sending the verification email failed', error);
  }
  return user;
}

/** The account's display name (first and last name), as a finished profile gives it. */
export function setDisplayName(user: User, displayName: string): Promise<void> {
  return updateProfile(user, { displayName });
}

/** The password-policy requirements of spec part 1 §5, as short phrases. */
export type PasswordRequirement = string;

/** The requirements of the server's password policy that `password` does not meet. */
export function unmetRequirements(status: PasswordValidationStatus): PasswordRequirement[] {
  if (status.isValid) return [];
  const options = status.passwordPolicy?.customStrengthOptions ?? {};
  const unmet: PasswordRequirement[] = [];
  if (status.meetsMinPasswordLength === false)
    unmet.push(`at least ${options.minPasswordLength ?? 6} characters`);
  if (status.meetsMaxPasswordLength === false)
    unmet.push(`at most ${options.maxPasswordLength ?? 4096} characters`);
  if (status.containsLowercaseLetter === false) unmet.push('a lowercase letter');
  if (status.containsUppercaseLetter === false) unmet.push('an uppercase letter');
  if (status.containsNumericCharacter === false) unmet.push('a number');
  if (status.containsNonAlphanumericCharacter === false)
    unmet.push('a special character (for example ! or #)');
  return unmet;
}

/**
 * Checks the password against the project's password policy (fetched from the identity service,
 * and fetched again after the service rejected a password). Resolves to the unmet requirements;
 * when the policy cannot be read (e.g. the local Auth emulator) it resolves to [] and the service
 * itself stays the judge.
 */
export async function checkPasswordPolicy(password: string): Promise<PasswordRequirement[]> {
  try {
    return unmetRequirements(await validatePassword(auth, password));
  } catch (error) {
    console.warn('Could not check the password policy', error);
    return [];
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After the service rejected a password as not meeting its requirements: Firebase refetches the
 * policy in the background, so re-validate (a few times, briefly) until the new policy shows what
 * is missing. Resolves to [] when it never does.
 */
export async function recheckPasswordPolicy(password: string, attempts = 3): Promise<PasswordRequirement[]> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const unmet = await checkPasswordPolicy(password);
    if (unmet.length > 0) return unmet;
    if (attempt < attempts - 1) await sleep(400);
  }
  return [];
}
