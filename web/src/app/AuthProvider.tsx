import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { onAuthStateChanged, signOut, type User } from 'firebase/auth';
import { auth } from '../lib/firebase';
import { AuthContext, type AuthState } from '../lib/auth';

/** Follows Firebase Auth's session and provides it to the app through AuthContext. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<{ user: User | null; loading: boolean }>({
    user: null,
    loading: true,
  });

  useEffect(() => onAuthStateChanged(auth, (user) => setSession({ user, loading: false })), []);

  const value = useMemo<AuthState>(() => ({ ...session, signOut: () => signOut(auth) }), [session]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
