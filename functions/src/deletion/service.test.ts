import { describe, expect, it } from 'vitest';
import { ManualClock } from '../adapters/systemClock/clock.js';
import { RECENT_SIGN_IN_MINUTES, RECENT_SIGN_IN_REQUIRED } from '../contract/accounts.js';
import type { Caller } from '../ports/identity.js';
import type { Deps } from '../ports/index.js';
import { NotAllowed } from '../shared/domainErrors.js';
import { deletionService } from './service.js';

/** Any touch of the store, blobs, queue or identity fails the test: a refusal changes nothing. */
const untouchable = new Proxy(
  {},
  {
    get(_target, name) {
      throw new Error(`a refused deletion must not touch ${String(name)}`);
    },
  },
);

const now = new Date('2026-03-01T12:00:00Z');
const deletion = deletionService({
  store: untouchable as Deps['store'],
  blobs: untouchable as Deps['blobs'],
  tasks: untouchable as Deps['tasks'],
  identity: untouchable as Deps['identity'],
  clock: new ManualClock(now),
});
const caller = (authTime: number | undefined): Caller => ({
  uid: 'u1',
  email: 'ana@example.com',
  emailVerified: true,
  name: null,
  signInProvider: 'password',
  authTime,
});

describe('deleteAccount needs a recent sign-in', () => {
  it.each([
    ['a sign-in just over the limit ago', now.getTime() - RECENT_SIGN_IN_MINUTES * 60_000 - 1000],
    ['a sign-in yesterday', now.getTime() - 86_400_000],
    ['a token without auth_time', undefined],
  ])('refuses %s with 403 and the sign-in-again message', async (_name, authTime) => {
    const attempt = deletion.request(caller(authTime), 'ana@example.com');
    await expect(attempt).rejects.toBeInstanceOf(NotAllowed);
    await expect(attempt).rejects.toThrow(RECENT_SIGN_IN_REQUIRED);
  });
});
