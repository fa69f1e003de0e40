import { loadedAuthSdk, type AuthSdk } from './authSdkRegistry';

export { whenAuthSdkReady, type AuthSdk } from './authSdkRegistry';

/** Loads the SDK (once) and gives it. */
export async function loadAuthSdk(): Promise<AuthSdk> {
  // The SDK module announces itself to the registry when it is first imported.
  if (!loadedAuthSdk()) await import('./firebase');
  const loaded = loadedAuthSdk();
  if (!loaded) throw new Error('The Auth SDK did not announce itself.');
  return loaded;
}

/**
 * A note that this browser had a session, so public pages know to load the SDK and show the
 * signed-in navigation; visitors who never signed in load no Auth code on public pages.
 */
const SIGNED_IN_KEY = 'storysprout.signedIn';

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // Storage can be blocked; the SDK then loads only where a page needs the user.
  }
}

export function wasSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_KEY) === '1';
  } catch {
    return false;
  }
}
