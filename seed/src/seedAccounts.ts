import type { Auth } from 'firebase-admin/auth';
import type { DocumentStore } from '../../functions/src/ports/documentStore.js';
import { userPath } from '../../functions/src/accounts/userRecord.js';
import { creditsService, orgCreditsService } from '../../functions/src/credits/service.js';
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
    if (account.organization) await ensureOrganization(store, account, now);
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
  const credits = creditsService({ store, clock: { now: () => now } });
  return store.runTransaction(async (tx) => {
    if (await tx.get(userPath(account.uid))) return false;
    // The balance comes through the credits owner, so the ledger explains it like any other.
    if (account.credits > 0) await credits.grant(tx, account.uid, account.credits, 'seed');
    // The user info record of spec part 1 §3, as registration writes it.
    tx.set(
      userPath(account.uid),
      {
        emailAdd: account.email,
        name: displayName(account),
        createdAt: at,
        lastLogin: at,
        emailVerified: account.emailVerified,
        provider: 'password',
        userType: account.organization ? 'educator' : 'regular',
        freeStoryGranted: true,
        ...(account.organization
          ? {
              accountType: 'organization',
              userRole: 'admin',
              organizationID: account.organization.id,
              joinedOrganizationAt: at,
            }
          : {}),
      },
      { merge: true },
    );
    return true;
  });
}

/**
 * The demo educator's organization, its join code and its starting classroom balance (through
 * the credits owner, with a ledger entry), only where the organization is absent.
 */
async function ensureOrganization(store: DocumentStore, account: DemoAccount, now: Date): Promise<boolean> {
  const org = account.organization;
  if (!org) return false;
  const orgCredits = orgCreditsService({ store, clock: { now: () => now } });
  return store.runTransaction(async (tx) => {
    if (await tx.get(`organizations/${org.id}`)) return false;
    if (org.credits > 0) await orgCredits.grant(tx, org.id, org.credits, 'seed', null);
    tx.set(
      `organizations/${org.id}`,
      {
        name: org.name,
        joinCode: org.joinCode,
        createdBy: account.uid,
        isIndividual: false,
        createdAt: now.toISOString(),
      },
      { merge: true },
    );
    tx.set(`joinCodes/${org.joinCode}`, { organizationID: org.id });
    return true;
  });
}
