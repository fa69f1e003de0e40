import { initializeApp } from 'firebase/app';
import { firebaseConfig } from './firebaseConfig';

/**
 * The Firebase app, made by the modules that load Firebase (the Auth SDK in lib/firebase.ts,
 * analytics in lib/googleAnalytics.ts), never by the shell: firebaseConfig.ts stays free of the
 * SDK so a public page that signs nobody in ships none of it (the home page's JS budget).
 */
export const firebaseApp = initializeApp(firebaseConfig);
