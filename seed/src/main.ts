/**
 * `npm run seed`: idempotent demo data for the local stack. Needs the Auth emulator
 * (FIREBASE_AUTH_EMULATOR_HOST) and the same STORYSPROUT_* variables as the functions.
 */
import { getAuth } from 'firebase-admin/auth';
import { adminApp } from '../../functions/src/adapters/firebaseAdmin/app.js';
import { loadConfig } from '../../functions/src/config.js';
import { createStore } from '../../functions/src/deps.js';
import { DEMO_ACCOUNTS } from './demoAccounts.js';
import { seedAccounts } from './seedAccounts.js';
import { seedDemoBooks } from './demoBooks.js';

if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error(
    'Refusing to seed: FIREBASE_AUTH_EMULATOR_HOST is not set (seed only touches the emulators).',
  );
  process.exit(1);
}

const store = await createStore(loadConfig());
try {
  const report = await seedAccounts(getAuth(adminApp()), store, DEMO_ACCOUNTS, new Date());
  console.log(
    `Seed: ${report.created.length} demo account(s) created, ${report.unchanged.length} already present (${store.description}).`,
  );
  // With the stack's app running (npm start passes its address), a demo parent made by this run
  // gets its library; the books spend two of the credits it was just given.
  const app = process.env.STORYSPROUT_APP_URL;
  const parent = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-parent');
  if (app && parent && report.created.includes(parent.email)) {
    const made = await seedDemoBooks(
      { app, auth: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}` },
      parent,
    );
    console.log(
      made
        ? `Seed: ${made} finished demo books for ${parent.email}.`
        : 'Seed: the demo library is already there.',
    );
  }
} finally {
  await store.close();
}
