import { randomUUID } from 'node:crypto';
import { type CollectionReference, Firestore } from 'firebase-admin/firestore';
import { FirestoreDocumentStore, type FirestoreDocumentStoreOptions } from '../documentStore.js';

/** The Firestore emulator the tests talk to (gcloud's or firebase-tools'), when one runs. */
export const firestoreEmulator = process.env.FIRESTORE_EMULATOR_HOST;

export interface EmulatorStore {
  store: FirestoreDocumentStore;
  /** A project of its own (demo-...): nothing else reads or writes its data. */
  projectId: string;
  /** Every document path of the project, for "nothing left behind" checks. */
  allPaths(): Promise<string[]>;
  /** Closes the store (waiting for its work in flight), then clears the project. */
  cleanup(): Promise<void>;
}

const base = () => `http://${firestoreEmulator}/emulator/v1/projects`;

/**
 * A FirestoreDocumentStore on the emulator in a fresh project, so test files and tests never
 * share data. Needs FIRESTORE_EMULATOR_HOST.
 */
export function emulatorStore(prefix: string, options: FirestoreDocumentStoreOptions = {}): EmulatorStore {
  if (!firestoreEmulator) throw new Error('FIRESTORE_EMULATOR_HOST is not set');
  const projectId = `demo-${prefix}-${randomUUID().slice(0, 8)}`;
  const db = new Firestore({ projectId, ignoreUndefinedProperties: true });
  const store = new FirestoreDocumentStore(db, { emulator: firestoreEmulator, ...options });
  return {
    store,
    projectId,
    async allPaths() {
      const paths: string[] = [];
      const walk = async (collections: CollectionReference[]): Promise<void> => {
        for (const collection of collections) {
          for (const ref of await collection.listDocuments()) {
            // listDocuments names parents of subcollections too: only existing documents count.
            if ((await ref.get()).exists) paths.push(ref.path);
            await walk(await ref.listCollections());
          }
        }
      };
      await walk(await db.listCollections());
      return paths.sort();
    },
    async cleanup() {
      await store.close();
      const response = await fetch(`${base()}/${projectId}/databases/(default)/documents`, {
        method: 'DELETE',
      });
      if (!response.ok) throw new Error(`Clearing ${projectId} on the emulator answered ${response.status}`);
    },
  };
}
