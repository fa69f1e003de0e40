import { describe, expect, it } from 'vitest';
import { isDue, sendOnProblem } from './sendOn.js';

const now = new Date('2026-03-10T15:00:00Z');

describe('sendOnProblem', () => {
  it('accepts today, yesterday (a buyer west of UTC) and days up to a year ahead', () => {
    expect(sendOnProblem('2026-03-10', now)).toBeNull();
    expect(sendOnProblem('2026-03-09', now)).toBeNull();
    expect(sendOnProblem('2026-12-24', now)).toBeNull();
    expect(sendOnProblem('2027-03-10', now)).toBeNull();
  });

  it('refuses the past, more than a year ahead and days that do not exist', () => {
    expect(sendOnProblem('2026-03-01', now)).toMatch(/past/);
    expect(sendOnProblem('2027-04-01', now)).toMatch(/year/);
    expect(sendOnProblem('2026-02-30', now)).toMatch(/real date/);
    expect(sendOnProblem('2026-13-01', now)).toMatch(/real date/);
  });
});

describe('isDue', () => {
  it('is due at once without a date, and on or after its day', () => {
    expect(isDue(null, now)).toBe(true);
    expect(isDue('2026-03-10', now)).toBe(true);
    expect(isDue('2026-03-09', now)).toBe(true);
    expect(isDue('2026-03-11', now)).toBe(false);
  });
});
