import { MAX_GIFT_SEND_AHEAD_DAYS } from '../contract/gifts.js';

const DAY_MS = 86_400_000;

/** The calendar day of an instant in UTC, YYYY-MM-DD. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Whether `sendOn` is a real day from today to a year ahead, or why not. The buyer's today may
 * be the server's yesterday or tomorrow (time zones), so a day either side of UTC's is accepted.
 */
export function sendOnProblem(sendOn: string, now: Date): string | null {
  const at = new Date(`${sendOn}T00:00:00Z`);
  if (Number.isNaN(at.getTime()) || dayOf(at) !== sendOn) return 'sendOn must be a real date (YYYY-MM-DD)';
  const today = new Date(`${dayOf(now)}T00:00:00Z`).getTime();
  if (at.getTime() < today - DAY_MS) return 'sendOn cannot be in the past';
  if (at.getTime() > today + MAX_GIFT_SEND_AHEAD_DAYS * DAY_MS) return 'sendOn can be at most a year ahead';
  return null;
}

/** The recipient's email is due: no date, or the date has come (in UTC). */
export const isDue = (sendOn: string | null, now: Date) => sendOn === null || sendOn <= dayOf(now);
