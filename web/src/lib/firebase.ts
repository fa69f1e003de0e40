import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';

// Defaults point at the local demo project (`demo-` projects never touch real resources).
const env = import.meta.env;

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || 'demo-storysprout.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-storysprout',
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
};

export const firebaseApp = initializeApp(firebaseConfig);
export const auth = getAuth(firebaseApp);

/**
 * The Auth emulator to use, or null for the real service: VITE_AUTH_EMULATOR_URL when set
 * ('off' disables it), else http://<same hostname>:9099 when the page is served locally.
 */
export function authEmulatorUrl(hostname: string, configured = env.VITE_AUTH_EMULATOR_URL): string | null {
  if (configured) return configured === 'off' ? null : configured;
  if (hostname === 'localhost' || hostname === '127.0.0.1') return `http://${hostname}:9099`;
  return null;
}

const emulator = typeof window === 'undefined' ? null : authEmulatorUrl(window.location.hostname);
if (emulator) connectAuthEmulator(auth, emulator, { disableWarnings: true });
