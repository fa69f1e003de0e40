import type { User } from 'firebase/auth';

/**
 * The meeting point between the AuthProvider (in every page's code) and the Auth SDK (loaded
 * only when a page needs it): the SDK module announces itself here when it is first imported,
 * whoever imports it. Nothing here imports the SDK itself.
 */
export interface AuthSdk {
  /** Calls `listener` with the signed-in user now and on every sign-in, sign-out and refresh. */
  follow(listener: (user: User | null) => void): () => void;
  signOut(): Promise<void>;
  /** The signed-in user right now, for the API client's ID token. */
  currentUser(): User | null;
}

let sdk: AuthSdk | null = null;
const waiting = new Set<(sdk: AuthSdk) => void>();

export function announceAuthSdk(ready: AuthSdk): void {
  sdk = ready;
  for (const callback of waiting) callback(ready);
  waiting.clear();
}

/** Calls `callback` once the SDK is loaded (at once if it is); returns a cancel function. */
export function whenAuthSdkReady(callback: (sdk: AuthSdk) => void): () => void {
  if (sdk) {
    callback(sdk);
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

/** Loads the SDK (once) and gives it. */
export async function loadAuthSdk(): Promise<AuthSdk> {
  if (sdk) return sdk;
  await import('./firebase');
  if (!sdk) throw new Error('The Auth SDK did not announce itself.');
  return sdk;
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
