import type { User } from 'firebase/auth';

/**
 * The meeting point between the AuthProvider (in every page's code) and the Auth SDK (loaded
 * only when a page needs it): the SDK module announces itself here when it is first imported,
 * whoever imports it. Nothing here imports the SDK itself (authSdk.ts loads it).
 */
export interface AuthSdk {
  /** Calls `listener` with the signed-in user now and on every sign-in, sign-out and refresh. */
  follow(listener: (user: User | null) => void): () => void;
  signOut(): Promise<void>;
  /** The signed-in user right now, for the API client's ID token. */
  currentUser(): User | null;
}

let sdk: AuthSdk | null = null;

/** The SDK if it has announced itself, else null. */
export function loadedAuthSdk(): AuthSdk | null {
  return sdk;
}
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
