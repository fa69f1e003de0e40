/**
 * The local stack's store, opened from a tool outside its functions (reconcile, gift emails, the
 * e2e checks): the running stack's Firestore emulator, or, with the stack stopped, gcloud's
 * emulator started on the stack's saved data for this run and saved again when it closes.
 */
import { Firestore } from 'firebase-admin/firestore';
import { FirestoreDocumentStore } from '../../functions/src/adapters/firestore/documentStore.js';
import { SqliteDocumentStore } from '../../functions/src/adapters/sqlite/documentStore.js';
import type { DocumentStore } from '../../functions/src/ports/documentStore.js';
import { startFirestoreEmulator, type RunningFirestoreEmulator } from './firestoreEmulator.js';
import { answers } from './process.js';
import { DATA_DIR, PORTS, PROJECT_ID, useStackEnv, type StackPlan } from './stack.js';

export interface StackStore {
  store: DocumentStore;
  /** Closes the store (and saves and stops an emulator this opened). */
  close(): Promise<void>;
}

export async function openStackStore(plan: StackPlan, dataDir = DATA_DIR): Promise<StackStore> {
  // The Firestore client reads the emulator's address from the environment.
  useStackEnv(plan);
  let started: RunningFirestoreEmulator | undefined;
  const firestoreUp = () => answers(`http://127.0.0.1:${PORTS.firestore}/`).catch(() => false);
  if (plan.gcloudFirestore && !(await firestoreUp())) {
    started = await startFirestoreEmulator({
      command: plan.gcloudFirestore.command,
      port: PORTS.firestore,
      projectId: PROJECT_ID,
      dataDir,
      log: () => {},
    });
  }
  // A client of its own each time (not firebase-admin's one per app): closing it ends only this.
  const store: DocumentStore =
    plan.env.STORYSPROUT_STORE === 'sqlite'
      ? new SqliteDocumentStore(plan.env.STORYSPROUT_SQLITE_PATH as string)
      : new FirestoreDocumentStore(
          new Firestore({ projectId: PROJECT_ID, ignoreUndefinedProperties: true }),
          {
            emulator: plan.env.FIRESTORE_EMULATOR_HOST,
          },
        );
  return {
    store,
    async close() {
      await store.close();
      await started?.stop();
    },
  };
}
