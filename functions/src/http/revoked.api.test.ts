import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { adminApp } from '../adapters/firebaseAdmin/app.js';
import { RECENT_SIGN_IN_REQUIRED } from '../contract/accounts.js';
import { useApiApp } from '../testing/apiApp.js';
import { post } from '../testing/api.js';
import { createTestUser } from '../testing/authEmulator.js';

const api = useApiApp();

describe('money and deletion calls check the token against Firebase Auth', () => {
  it('refuses a still-unexpired token of a disabled account (401) on every money and deletion call', async () => {
    const user = await createTestUser({ emailVerified: true });
    // Seen once before the account is disabled: an ordinary call may keep its verified token.
    expect((await post(api.app, user, 'getNumCredits')).status).toBe(200);
    await getAuth(adminApp()).updateUser(user.uid, { disabled: true });
    const calls: [string, object][] = [
      ['checkoutSession', { productId: 1, quantity: 1 }],
      ['print/calculate-cost', { storyId: 'x' }],
      ['print/submit-job', { storyId: 'x', orderId: 'y' }],
      ['deleteAccount', { email: user.email }],
    ];
    for (const [path, body] of calls) {
      const res = await post(api.app, user, path, body);
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
      expect(res.body).toEqual({ error: expect.stringMatching(/disabled/), code: 'not_signed_in' });
    }
  });
});

describe('deleteAccount needs a sign-in within the last 5 minutes', () => {
  it('answers 403 "Please sign in again" to an older sign-in and changes nothing; a fresh one deletes', async () => {
    const user = await createTestUser({ emailVerified: true });
    const saved = api.deps.clock.now();
    api.deps.clock.set(new Date(Date.now() + 6 * 60_000));
    try {
      const refused = await post(api.app, user, 'deleteAccount', { email: user.email });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: RECENT_SIGN_IN_REQUIRED, code: 'recent_sign_in_required' });
      expect(await api.deps.store.get(`accountDeletions/${user.uid}`)).toBeNull();
      api.deps.clock.set(new Date(Date.now() + 60_000));
      expect((await post(api.app, user, 'deleteAccount', { email: user.email })).status).toBe(202);
    } finally {
      api.deps.clock.set(saved);
    }
  });
});
