import { initializeApp } from 'firebase/app';

// Defaults point at the local demo project (`demo-` projects never touch real resources).
const env = import.meta.env;

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || 'demo-storysprout.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID || 'demo-storysprout',
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
  ...(env.VITE_FIREBASE_MEASUREMENT_ID ? { measurementId: env.VITE_FIREBASE_MEASUREMENT_ID } : {}),
};

/** Google Analytics 4 measurement id; without it no analytics code is loaded. */
export const measurementId: string | null = env.VITE_FIREBASE_MEASUREMENT_ID || null;

/** The app alone (small); the Auth SDK is in lib/firebase.ts, loaded only by pages that need it. */
export const firebaseApp = initializeApp(firebaseConfig);
