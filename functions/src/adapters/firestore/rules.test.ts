import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_DATA } from '../../deletion/index.js';
import { firestoreEmulator } from './testing/emulatorStore.js';

const RULES = readFileSync(new URL('../../../../firestore.rules', import.meta.url), 'utf8');
const OWNER = 'owner-uid';

/** Every collection the features declare (deletion's registry), with the owner's ids filled in. */
const COLLECTIONS = [...new Set(KEPT_DATA.flatMap((data) => Object.keys(data.collections)))].map((name) =>
  name.replaceAll('{id}', OWNER),
);

/**
 * firestore.rules on the Firestore emulator: the SPA talks only to the API, so no client (signed
 * in as the document's owner, as a stranger, or signed out) reads or writes any document, even one
 * that names it as its owner.
 */
describe.skipIf(!firestoreEmulator)('firestore.rules', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    // Every refusal is expected: the client SDK's warning about each is noise here.
    setLogLevel('silent');
    const [host, port] = (firestoreEmulator as string).split(':');
    env = await initializeTestEnvironment({
      projectId: `demo-rules-${randomUUID().slice(0, 8)}`,
      firestore: { rules: RULES, host: host as string, port: Number(port) },
    });
    // Each collection holds a document of the owner's, as the API writes them.
    await env.withSecurityRulesDisabled(async (admin) => {
      const db = admin.firestore();
      for (const name of COLLECTIONS)
        await setDoc(doc(db, `${name}/${OWNER}`), { ownerUid: OWNER, uid: OWNER, credits: 5 });
    });
  });
  afterAll(async () => {
    await env?.cleanup();
  });

  it('names every collection the features keep', () => {
    expect(COLLECTIONS).toEqual(expect.arrayContaining(['users', `users/${OWNER}/creditLedger`, 'books']));
    expect(COLLECTIONS.length).toBeGreaterThan(20);
  });

  const callers: [string, () => RulesTestContext][] = [
    [
      'the owner',
      () => env.authenticatedContext(OWNER, { email: 'owner@example.com', email_verified: true }),
    ],
    ['a stranger', () => env.authenticatedContext('stranger-uid')],
    ['a signed-out visitor', () => env.unauthenticatedContext()],
  ];

  for (const [who, context] of callers) {
    it(`refuses ${who} every read and write of every collection`, async () => {
      // The compat instance it hands out works with the modular functions (its types differ).
      const db = context().firestore() as unknown as Firestore;
      for (const name of COLLECTIONS) {
        const mine = doc(db, `${name}/${OWNER}`);
        const fresh = doc(db, `${name}/new-${randomUUID().slice(0, 8)}`);
        await assertFails(getDoc(mine));
        await assertFails(getDocs(collection(db, name)));
        await assertFails(getDocs(query(collection(db, name), where('ownerUid', '==', OWNER))));
        await assertFails(setDoc(fresh, { ownerUid: OWNER }));
        await assertFails(setDoc(mine, { credits: 1000 }, { merge: true }));
        await assertFails(updateDoc(mine, { credits: 1000 }));
        await assertFails(deleteDoc(mine));
      }
    });
  }

  it('leaves every document as the API wrote it', async () => {
    await env.withSecurityRulesDisabled(async (admin) => {
      const db = admin.firestore();
      for (const name of COLLECTIONS) {
        const snapshot = await getDoc(doc(db, `${name}/${OWNER}`));
        expect(snapshot.data(), name).toEqual({ ownerUid: OWNER, uid: OWNER, credits: 5 });
      }
    });
  });
});
