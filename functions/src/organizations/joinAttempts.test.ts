import { describe, expect, it } from 'vitest';
import * as join from './joinAttempts.js';

describe('wrong join code counters', () => {
  const now = new Date('2026-03-01T12:15:00Z');

  it('count within the hour and start again in the next one', () => {
    const once = join.withWrongAttempt(null, now);
    const twice = join.withWrongAttempt({ ...once }, now);
    expect(join.wrongInWindow({ ...twice }, now)).toBe(2);
    const nextHour = new Date(now.getTime() + join.JOIN_ATTEMPT_LIMITS.windowMs);
    expect(join.wrongInWindow({ ...twice }, nextHour)).toBe(0);
  });

  it('say how long to wait, in minutes', () => {
    expect(join.secondsUntilNextWindow(now)).toBe(45 * 60);
    expect(join.tooManyWrongCodesMessage(45 * 60)).toBe(
      'Too many wrong join codes. Try again in 45 minutes.',
    );
    expect(join.tooManyWrongCodesMessage(20)).toBe('Too many wrong join codes. Try again in 1 minute.');
  });

  it('keep addresses only as a hash', () => {
    expect(join.addressAttemptsKey('203.0.113.7')).toMatch(/^address_[0-9a-f]{32}$/);
    expect(join.addressAttemptsKey('203.0.113.7')).not.toContain('203');
  });
});
