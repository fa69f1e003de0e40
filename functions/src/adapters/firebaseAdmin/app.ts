import { getApps, initializeApp, type App } from 'firebase-admin/app';

/**
 * The single firebase-admin app of this process. In the emulators and on Cloud Functions the
 * project and credentials come from the environment; demo projects need no credentials.
 */
export function adminApp(): App {
  const existing = getApps()[0];
  if (existing) return existing;
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  return initializeApp(projectId ? { projectId } : undefined);
}
