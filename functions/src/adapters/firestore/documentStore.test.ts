import { describe } from 'vitest';
import { describeDocumentStoreContract } from '../../ports/documentStore.contract.js';
import { emulatorStore, firestoreEmulator } from './testing/emulatorStore.js';

// Needs a Firestore emulator (FIRESTORE_EMULATOR_HOST): emulators/withEmulators.ts starts one.
describe.skipIf(!firestoreEmulator)('Firestore emulator', () => {
  // A project per test: the emulator keeps projects apart, so tests start empty.
  describeDocumentStoreContract('firestore', async () => emulatorStore('contract'));
});
