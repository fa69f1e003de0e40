import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { onIdTokenChanged, signOut, type User } from 'firebase/auth';
import { auth } from '../lib/firebase';
import { AuthContext, type AuthState } from '../lib/auth';

/**
 * Follows Firebase Auth's session (sign-in, sign-out and token refreshes) and provides it to the
 * app through AuthContext.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<{ user: User | null; loading: boolean }>({
    user: null,
    loading: true,
  });

  // The ID-token listener also fires when a token is refreshed (e.g. after the email was verified
  // and the account page forced a refresh), so the app re-reads `user.emailVerified` then.
  useEffect(() => onIdTokenChanged(auth, (user) => setSession({ user, loading: false })), []);

  const value = useMemo<AuthState>(() => ({ ...session, signOut: () => signOut(auth) }), [session]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
