import type { Express } from 'express';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { adminApp } from '../adapters/firebaseAdmin/app.js';
import { RECENT_SIGN_IN_REQUIRED } from '../contract/accounts.js';
import { useApiApp } from '../testing/apiApp.js';
import { post } from '../testing/api.js';
import { createTestUser } from '../testing/authEmulator.js';
import type { TestDeps } from '../testing/testDeps.js';

let deps: TestDeps;
let app: Express;
useApiApp((d, a) => {
  deps = d;
  app = a;
});

describe('money and deletion calls check the token against Firebase Auth', () => {
  it('refuses a still-unexpired token of a disabled account (401) on every money and deletion call', async () => {
    const user = await createTestUser({ emailVerified: true });
    // Seen once before the account is disabled: an ordinary call may keep its verified token.
    expect((await post(app, user, 'getNumCredits')).status).toBe(200);
    await getAuth(adminApp()).updateUser(user.uid, { disabled: true });
    const calls: [string, object][] = [
      ['checkoutSession', { productId: 1, quantity: 1 }],
      ['print/calculate-cost', { storyId: 'x' }],
      ['print/submit-job', { storyId: 'x', orderId: 'y' }],
      ['deleteAccount', { email: user.email }],
    ];
    for (const [path, body] of calls) {
      const res = await post(app, user, path, body);
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
      expect(res.body).toEqual({ error: expect.stringMatching(/disabled/) });
    }
  });
});

describe('deleteAccount needs a sign-in within the last 5 minutes', () => {
  it('answers 403 "Please sign in again" to an older sign-in and changes nothing; a fresh one deletes', async () => {
    const user = await createTestUser({ emailVerified: true });
    const saved = deps.clock.now();
    deps.clock.set(new Date(Date.now() + 6 * 60_000));
    try {
      const refused = await post(app, user, 'deleteAccount', { email: user.email });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: RECENT_SIGN_IN_REQUIRED });
      expect(await deps.store.get(`accountDeletions/${user.uid}`)).toBeNull();
      deps.clock.set(new Date(Date.now() + 60_000));
      expect((await post(app, user, 'deleteAccount', { email: user.email })).status).toBe(202);
    } finally {
      deps.clock.set(saved);
    }
  });
});
