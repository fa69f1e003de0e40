import { describe, expect, it } from 'vitest';
import type { DocData, Transaction } from '../ports/documentStore.js';
import { SlowDown } from './domainErrors.js';
import * as wrongCodes from './wrongCodeLimiter.js';

/** The two calls the limiter makes, over a plain map. */
function transactionOver(docs: Map<string, DocData>): Transaction {
  return {
    get: async (path) => docs.get(path) ?? null,
    set: (path, data) => void docs.set(path, data),
  } as Transaction;
}

describe('wrong code counters', () => {
  const now = new Date('2026-03-01T12:15:00Z');

  it('count within the hour and start again in the next one', () => {
    const once = wrongCodes.withWrongAttempt(null, now);
    const twice = wrongCodes.withWrongAttempt({ ...once }, now);
    expect(wrongCodes.wrongInWindow({ ...twice }, now)).toBe(2);
    const nextHour = new Date(now.getTime() + wrongCodes.WRONG_CODE_LIMITS.windowMs);
    expect(wrongCodes.wrongInWindow({ ...twice }, nextHour)).toBe(0);
  });

  it('keep addresses only as a hash', () => {
    expect(wrongCodes.addressAttemptsKey('203.0.113.7')).toMatch(/^address_[0-9a-f]{32}$/);
    expect(wrongCodes.addressAttemptsKey('203.0.113.7')).not.toContain('203');
  });
});

describe('a wrong code limiter', () => {
  const now = new Date('2026-03-01T12:15:00Z');
  const limiter = wrongCodes.wrongCodeLimiter('joinCodeAttempts', 'Too many wrong join codes.', 'join');

  it('counts wrong codes per account and per address, then says how long to wait, in minutes', async () => {
    const docs = new Map<string, DocData>();
    for (let i = 0; i < wrongCodes.WRONG_CODE_LIMITS.perAccount; i += 1)
      (await limiter.check(transactionOver(docs), 'u1', '203.0.113.7', now))();
    expect(docs.get(limiter.accountCounterPath('u1'))).toEqual({ window: expect.any(Number), wrong: 5 });
    expect(docs.size).toBe(2);
    const refused = await limiter.check(transactionOver(docs), 'u1', null, now).catch((error) => error);
    expect(refused).toBeInstanceOf(SlowDown);
    expect(refused.message).toBe('Too many wrong join codes. Try again in 45 minutes.');
  });

  it('stops a farm of accounts behind one address, even the minute before the hour ends', async () => {
    const docs = new Map<string, DocData>();
    const late = new Date('2026-03-01T12:59:40Z');
    for (let i = 0; i < wrongCodes.WRONG_CODE_LIMITS.perAddress; i += 1)
      (await limiter.check(transactionOver(docs), `farm${i}`, '203.0.113.7', late))();
    const refused = await limiter.check(transactionOver(docs), 'fresh', '203.0.113.7', late).catch((e) => e);
    expect(refused.message).toBe('Too many wrong join codes. Try again in 1 minute.');
    expect(refused.retryAfterSeconds).toBe(20);
  });
});
