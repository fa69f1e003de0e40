import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp } from '../../functions/src/adapters/firebaseAdmin/app.js';
import { createTestDeps, type TestDeps } from '../../functions/src/testing/testDeps.js';
import type { DemoAccount } from './demoAccounts.js';
import { seedAccounts } from './seedAccounts.js';

let deps: TestDeps;
const suffix = Date.now().toString(36);
const accounts: DemoAccount[] = [
  {
    uid: `seed-a-${suffix}`,
    email: `a-${suffix}@storysprout.test`,
    password: 'pw-aaaaaa',
    firstName: 'Ada',
    lastName: 'One',
    emailVerified: true,
    credits: 5,
    summary: '',
  },
  {
    uid: `seed-b-${suffix}`,
    email: `b-${suffix}@storysprout.test`,
    password: 'pw-bbbbbb',
    firstName: 'Ben',
    lastName: 'Two',
    emailVerified: false,
    credits: 1,
    summary: '',
  },
  {
    uid: `seed-c-${suffix}`,
    email: `c-${suffix}@storysprout.test`,
    password: 'pw-cccccc',
    firstName: 'Cy',
    lastName: 'Three',
    emailVerified: true,
    credits: 1,
    organization: { id: `org_seed-${suffix}`, name: 'Seed Room', joinCode: 'SEEDRM', credits: 30 },
    summary: '',
  },
];

beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.cleanup());

describe('seedAccounts', () => {
  it('creates the accounts in Auth and the store, and a second run changes nothing', async () => {
    const auth = getAuth(adminApp());
    const first = await seedAccounts(auth, deps.store, accounts, new Date('2026-01-01T00:00:00Z'));
    expect(first).toEqual({ created: accounts.map((a) => a.email), unchanged: [] });

    const verified = await auth.getUser(accounts[0]!.uid);
    expect(verified).toMatchObject({
      email: accounts[0]!.email,
      emailVerified: true,
      displayName: 'Ada One',
    });
    expect((await auth.getUser(accounts[1]!.uid)).emailVerified).toBe(false);
    const record = await deps.store.get(`users/${accounts[0]!.uid}`);
    expect(record).toMatchObject({
      emailAdd: accounts[0]!.email,
      name: 'Ada One',
      credits: 5,
      userType: 'regular',
    });

    // Someone spends a credit; seeding again must not top it back up.
    await deps.store.update(`users/${accounts[0]!.uid}`, { credits: 4 });
    const second = await seedAccounts(auth, deps.store, accounts, new Date('2026-02-01T00:00:00Z'));
    expect(second).toEqual({ created: [], unchanged: accounts.map((a) => a.email) });
    expect(await deps.store.get(`users/${accounts[0]!.uid}`)).toMatchObject({
      credits: 4,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    // The demo educator runs an organization with its classroom balance, granted once.
    expect(await deps.store.get(`users/${accounts[2]!.uid}`)).toMatchObject({
      userType: 'educator',
      userRole: 'admin',
      organizationID: `org_seed-${suffix}`,
    });
    expect(await deps.store.get(`organizations/org_seed-${suffix}`)).toMatchObject({
      name: 'Seed Room',
      joinCode: 'SEEDRM',
      credits: 30,
    });
    expect(await deps.store.get('joinCodes/SEEDRM')).toEqual({ organizationID: `org_seed-${suffix}` });
  });
});
