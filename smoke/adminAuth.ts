/**
 * The one admin call of the smoke: marking the throw-away address verified. A smoke+...@ address
 * cannot click a verification link, so firebase-admin sets emailVerified as an operator could in
 * the console. In production it authenticates with the operator's Application Default
 * Credentials (`gcloud auth application-default login`; needs firebaseauth.users.update, e.g. the
 * Firebase Authentication Admin role); against the Auth emulator with FIREBASE_AUTH_EMULATOR_HOST,
 * which needs no credentials.
 */
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { AuthTarget } from './args.js';
import { StepFailure } from './http.js';

const APP_NAME = 'storysprout-smoke';

function withDeadline<T>(work: Promise<T>, deadline: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new StepFailure(`${what}: no answer before the step's time-out`)),
      Math.max(0, deadline - Date.now()),
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function markEmailVerified(
  target: AuthTarget,
  projectId: string,
  uid: string,
  deadline: number,
): Promise<void> {
  if (target.kind === 'emulator') {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = target.host;
  } else {
    // End-user ADC need a quota project for Identity Toolkit; the project itself is the natural
    // one (firebase-admin sends it as x-goog-user-project). An operator's own setting wins.
    process.env.GOOGLE_CLOUD_QUOTA_PROJECT ??= projectId;
  }
  const app = initializeApp(
    target.kind === 'production' ? { projectId, credential: applicationDefault() } : { projectId },
    `${APP_NAME}-${Date.now()}`,
  );
  try {
    await withDeadline(
      getAuth(app).updateUser(uid, { emailVerified: true }),
      deadline,
      'firebase-admin updateUser',
    );
  } catch (error) {
    if (error instanceof StepFailure) throw error;
    const { code, message } = error as { code?: string; message?: string };
    const hint =
      target.kind === 'production'
        ? ' (run `gcloud auth application-default login` as someone allowed to update users of this project)'
        : '';
    throw new StepFailure(
      `firebase-admin updateUser(emailVerified) failed: ${code ?? ''} ${message ?? ''}${hint}`,
    );
  } finally {
    await deleteApp(app);
  }
}
