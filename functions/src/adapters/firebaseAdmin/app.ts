import { applicationDefault, getApp, getApps, initializeApp, type App } from 'firebase-admin/app';

/**
 * The single firebase-admin app of this process, initialised as the platform intends: with no
 * options, firebase-admin reads FIREBASE_CONFIG (project, default bucket) on Cloud Functions and
 * the emulators, and the project from GCLOUD_PROJECT / GOOGLE_CLOUD_PROJECT elsewhere. Passing
 * options of our own would make it ignore FIREBASE_CONFIG.
 */
export function adminApp(): App {
  return getApps().find((app) => app.name === '[DEFAULT]') ?? initializeApp();
}

const TASKS_APP = 'storysprout-tasks';

/**
 * The app the task-queue client enqueues with. It names the account the tasks run as: without
 * it firebase-admin asks the metadata server (169.254.169.254) on every fresh instance, which
 * off Google Cloud is a request off the machine that fails, is not remembered, and costs seconds.
 */
export function tasksAdminApp(options: { projectId: string; serviceAccountId: string }): App {
  if (getApps().some((app) => app.name === TASKS_APP)) return getApp(TASKS_APP);
  return initializeApp(
    {
      credential: applicationDefault(),
      projectId: options.projectId,
      serviceAccountId: options.serviceAccountId,
    },
    TASKS_APP,
  );
}
