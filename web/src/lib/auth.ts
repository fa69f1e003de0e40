import { createContext, useContext } from 'react';
import type { User } from 'firebase/auth';

/** The session as the UI sees it. Provided by app/providers (Firebase) or by tests. */
export interface AuthState {
  /** The signed-in Firebase user, or null. Meaningless while `loading`. */
  user: User | null;
  /**
   * True while this browser had a session and Firebase has not yet said who is signed in. A
   * visitor who never signed in is not kept waiting on public pages: the SDK is not loaded.
   */
  loading: boolean;
  /** Firebase itself has said who is signed in (the SDK is loaded). */
  confirmed: boolean;
  /** Loads the Auth SDK so that `confirmed` becomes true (guarded pages ask for it). */
  confirm: () => void;
  /** Ends the session. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>.');
  return state;
}

/** localStorage key recording that the server was told about the verified email (spec part 1 §4). */
export const EMAIL_VERIFIED_STATUS_KEY = 'emailVerifiedStatus';

/** Where the link of a verification email returns to (spec part 1 §4 'Email verification'). */
export function verificationContinueUrl(origin: string = window.location.origin): string {
  return `${origin}/account?verified=true`;
}
