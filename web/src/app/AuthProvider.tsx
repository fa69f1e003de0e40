import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User } from 'firebase/auth';
import { AuthContext, type AuthState } from '../lib/auth';
import { loadAuthSdk, rememberSignedIn, wasSignedIn, whenAuthSdkReady } from '../lib/authSdk';
import { useBrowserValue } from '../lib/useBrowserValue';

/** Loads the SDK; a failure (offline, a lost chunk) is logged and the page stays signed out. */
const loadSdk = () =>
  void loadAuthSdk().catch((error: unknown) => console.error('Loading sign-in failed', error));

/**
 * Follows Firebase Auth's session (sign-in, sign-out and token refreshes) and provides it to the
 * app through AuthContext. The SDK is loaded only when this browser had a session or a page
 * needs the user; until then a visitor counts as signed out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<{ user: User | null; confirmed: boolean }>({
    user: null,
    confirmed: false,
  });
  // Prerendered pages are hydrated as signed out (the server snapshot), then wait for the SDK
  // when this browser had a session.
  const remembered = useBrowserValue(wasSignedIn, false);

  useEffect(() => {
    let unfollow = () => {};
    // The ID-token listener also fires when a token is refreshed (e.g. after the email was
    // verified and the account page forced a refresh), so the app re-reads `user.emailVerified`.
    const cancel = whenAuthSdkReady((sdk) => {
      unfollow = sdk.follow((user) => {
        rememberSignedIn(!!user);
        setSession({ user, confirmed: true });
      });
    });
    if (wasSignedIn()) loadSdk();
    return () => {
      cancel();
      unfollow();
    };
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      ...session,
      loading: !session.confirmed && remembered,
      confirm: loadSdk,
      signOut: async () => (await loadAuthSdk()).signOut(),
    }),
    [session, remembered],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
