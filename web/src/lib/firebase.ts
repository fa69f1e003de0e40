import { connectAuthEmulator, getAuth, onIdTokenChanged, signOut } from 'firebase/auth';
import { announceAuthSdk } from './authSdkRegistry';
import { authEmulatorUrl } from './emulator';
import { firebaseApp } from './firebaseApp';

/**
 * The Firebase Auth SDK. Only pages that need the user import this module (sign-in, sign-up,
 * guarded pages, the API client's /user calls), so public pages load no Auth code unless this
 * browser had a session. Importing it tells the AuthProvider to follow the session.
 */
export const auth = getAuth(firebaseApp);

// Local stack: the Auth emulator on the same host (see .env.example).
const env = import.meta.env;
const emulator =
  typeof window === 'undefined'
    ? null
    : authEmulatorUrl(window.location.hostname, env.VITE_AUTH_EMULATOR_URL);
if (emulator) connectAuthEmulator(auth, emulator, { disableWarnings: true });

announceAuthSdk({
  follow: (listener) => onIdTokenChanged(auth, listener),
  signOut: () => signOut(auth),
  currentUser: () => auth.currentUser,
});
