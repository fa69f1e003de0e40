import { randomUUID } from 'node:crypto';
import { Firestore } from 'firebase-admin/firestore';
import { describe } from 'vitest';
import { describeDocumentStoreContract } from '../../ports/documentStore.contract.js';
import { FirestoreDocumentStore } from './documentStore.js';

const emulator = process.env.FIRESTORE_EMULATOR_HOST;

// Needs the Firestore emulator (Java 21): runs on a developer laptop, skipped where it cannot start.
describe.skipIf(!emulator)('Firestore emulator', () => {
  describeDocumentStoreContract('firestore', async () => {
    // A project per test: the emulator keeps projects apart, so tests start empty.
    const projectId = `demo-contract-${randomUUID().slice(0, 8)}`;
    const store = new FirestoreDocumentStore(new Firestore({ projectId, ignoreUndefinedProperties: true }), {
      maxAttempts: 30,
    });
    return {
      store,
      async cleanup() {
        await store.close();
        await fetch(`http://${emulator}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
          method: 'DELETE',
        });
      },
    };
  });
});
