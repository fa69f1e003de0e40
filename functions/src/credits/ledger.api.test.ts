import { describe, expect, it } from 'vitest';
import { createTestUser } from '../testing/authEmulator.js';
import { savedBook } from '../testing/books.js';
import { post } from '../testing/api.js';
import { useApiApp } from '../testing/apiApp.js';
import { creditsService } from './service.js';

const api = useApiApp();

describe('the credits owner', () => {
  it('explains every balance: registration, a saved story and a purchase each leave a ledger entry', async () => {
    const credits = creditsService(api.deps);
    const user = await createTestUser({ emailVerified: true, displayName: 'Lee Ledger' });
    expect((await post(api.app, user, 'usersInfo', { name: 'Lee Ledger' })).body).toEqual({
      created: true,
      credits: 1,
    });

    const { bookId } = await savedBook(api.app, api.deps, user);
    expect((await post(api.app, user, 'getNumCredits')).body).toBe(0);

    // What the payments webhook will do: grant inside its own transaction, referencing the payment.
    await api.deps.store.runTransaction((tx) => credits.grant(tx, user.uid, 3, 'purchase', 'cs_test_1'));
    expect((await post(api.app, user, 'getNumCredits')).body).toBe(3);

    const ledger = await credits.ledger(user.uid);
    expect(ledger.map((e) => [e.reason, e.amount, e.balanceAfter, e.reference])).toEqual([
      ['free-story', 1, 1, null],
      ['story-saved', -1, 0, bookId],
      ['purchase', 3, 3, 'cs_test_1'],
    ]);
    expect(ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(await credits.balance(user.uid));
  });

  it('never lets a balance go below zero, and a refused spend writes nothing', async () => {
    const credits = creditsService(api.deps);
    const user = await createTestUser();
    await post(api.app, user, 'usersInfo', {});
    await api.deps.store.runTransaction((tx) => credits.spend(tx, user.uid, 1, 'story-saved', 'b1'));
    await expect(
      api.deps.store.runTransaction((tx) => credits.spend(tx, user.uid, 1, 'story-saved', 'b2')),
    ).rejects.toThrow(/sufficient credits/);
    expect(await credits.balance(user.uid)).toBe(0);
    expect(await credits.ledger(user.uid)).toHaveLength(2);
  });

  it('grants the free story once under concurrent registrations, with one ledger entry', async () => {
    const credits = creditsService(api.deps);
    const user = await createTestUser();
    await Promise.all(Array.from({ length: 8 }, () => post(api.app, user, 'usersInfo', {})));
    expect(await credits.balance(user.uid)).toBe(1);
    expect((await credits.ledger(user.uid)).map((e) => e.reason)).toEqual(['free-story']);
  });
});
