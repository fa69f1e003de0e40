import { getApps, initializeApp, type App } from 'firebase-admin/app';

/**
 * The single firebase-admin app of this process, initialised as the platform intends: with no
 * options, firebase-admin reads FIREBASE_CONFIG (project, default bucket) on Cloud Functions and
 * the emulators, and the project from GCLOUD_PROJECT / GOOGLE_CLOUD_PROJECT elsewhere. Passing
 * options of our own would make it ignore FIREBASE_CONFIG.
 */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}
