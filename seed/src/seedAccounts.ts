import type { Auth } from 'firebase-admin/auth';
import { AlreadyExistsError, type DocumentStore } from '../../functions/src/ports/documentStore.js';
import { USERS_COLLECTION } from '../../functions/src/accounts/service.js';
import { displayName, type DemoAccount } from './demoAccounts.js';

export interface SeedReport {
  created: string[];
  unchanged: string[];
}

/**
 * Creates each demo account in the Auth emulator and its user record in the store, only where
 * absent: a second run, or a run after someone used the account, changes nothing.
 */
export async function seedAccounts(
  auth: Auth,
  store: DocumentStore,
  accounts: readonly DemoAccount[],
  now: Date,
): Promise<SeedReport> {
  const report: SeedReport = { created: [], unchanged: [] };
  for (const account of accounts) {
    const authCreated = await ensureAuthUser(auth, account);
    const recordCreated = await ensureUserRecord(store, account, now);
    (authCreated || recordCreated ? report.created : report.unchanged).push(account.email);
  }
  return report;
}

async function ensureAuthUser(auth: Auth, account: DemoAccount): Promise<boolean> {
  try {
    await auth.createUser({
      uid: account.uid,
      email: account.email,
      password: account.password,
      displayName: displayName(account),
      emailVerified: account.emailVerified,
    });
    return true;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/uid-already-exists' || code === 'auth/email-already-exists') return false;
    throw error;
  }
}

async function ensureUserRecord(store: DocumentStore, account: DemoAccount, now: Date): Promise<boolean> {
  const at = now.toISOString();
  try {
    // The user info record of spec part 1 §3, as registration will write it.
    await store.create(`${USERS_COLLECTION}/${account.uid}`, {
      emailAdd: account.email,
      name: displayName(account),
      createdAt: at,
      lastLogin: at,
      emailVerified: account.emailVerified,
      provider: 'password',
      userType: 'regular',
      credits: account.credits,
      freeStoryGranted: true,
    });
    return true;
  } catch (error) {
    if (error instanceof AlreadyExistsError) return false;
    throw error;
  }
}
