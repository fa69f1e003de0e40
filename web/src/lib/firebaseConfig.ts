const env = import.meta.env;
// Outside a production build (the local stack's demo build, dev, tests) the values default to the
// local demo project (`demo-` projects never touch real resources). A production build has its
// own, or refuses to build (web/build/productionConfig.ts), so the defaults never ship.
const demo = env.MODE !== 'production';

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY || (demo ? 'demo-api-key' : ''),
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || (demo ? 'demo-storysprout.firebaseapp.com' : ''),
  projectId: env.VITE_FIREBASE_PROJECT_ID || (demo ? 'demo-storysprout' : ''),
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
  ...(env.VITE_FIREBASE_MEASUREMENT_ID ? { measurementId: env.VITE_FIREBASE_MEASUREMENT_ID } : {}),
};

/** Google Analytics 4 measurement id; without it no analytics code is loaded. */
export const measurementId: string | null = env.VITE_FIREBASE_MEASUREMENT_ID || null;
