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
  /** Every document of the project with its data as JSON, straight from the emulator. */
  allDocuments(): Promise<{ path: string; data: string }[]>;
  /**
   * Another store on the same project, as another function instance holds: transactions of
   * different instances contend in Firestore, not in one instance's turns. cleanup() closes it.
   */
  instance(): FirestoreDocumentStore;
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
  const instances: FirestoreDocumentStore[] = [];
  return {
    store,
    projectId,
    instance() {
      const other = new FirestoreDocumentStore(
        new Firestore({ projectId, ignoreUndefinedProperties: true }),
        {
          emulator: firestoreEmulator,
          ...options,
        },
      );
      instances.push(other);
      return other;
    },
    async allPaths() {
      return (await this.allDocuments()).map((doc) => doc.path);
    },
    async allDocuments() {
      const documents: { path: string; data: string }[] = [];
      const walk = async (collections: CollectionReference[]): Promise<void> => {
        for (const collection of collections) {
          for (const ref of await collection.listDocuments()) {
            // listDocuments names parents of subcollections too: only existing documents count.
            const snapshot = await ref.get();
            if (snapshot.exists) documents.push({ path: ref.path, data: JSON.stringify(snapshot.data()) });
            await walk(await ref.listCollections());
          }
        }
      };
      await walk(await db.listCollections());
      return documents.sort((a, b) => a.path.localeCompare(b.path));
    },
    async cleanup() {
      await Promise.all([store, ...instances].map((each) => each.close()));
      const response = await fetch(`${base()}/${projectId}/databases/(default)/documents`, {
        method: 'DELETE',
      });
      if (!response.ok) throw new Error(`Clearing ${projectId} on the emulator answered ${response.status}`);
    },
  };
}
