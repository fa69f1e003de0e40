import { createHash } from 'node:crypto';

/**
 * Wrong join codes allowed per fixed window (issue 26): per account, and per client address (a
 * farm of fresh accounts behind one address still meets a limit). The numbers live here only.
 */
export const JOIN_ATTEMPT_LIMITS = {
  perAccount: 5,
  perAddress: 20,
  windowMs: 3_600_000,
} as const;

/** joinCodeAttempts/{key}: one counter per account (`account_{uid}`) and per address (`address_{hash}`). */
export const JOIN_ATTEMPTS_COLLECTION = 'joinCodeAttempts';
export const accountAttemptsKey = (uid: string) => `account_${uid}`;
/** Addresses are kept only as a hash: the counter needs to tell them apart, never to read them. */
export const addressAttemptsKey = (address: string) =>
  `address_${createHash('sha256').update(address).digest('hex').slice(0, 32)}`;

export interface AttemptCounter {
  window: number;
  wrong: number;
}

export const windowOf = (now: Date) => Math.floor(now.getTime() / JOIN_ATTEMPT_LIMITS.windowMs);

/** The wrong attempts counted in the current window (an older window counts as none). */
export function wrongInWindow(data: Record<string, unknown> | null, now: Date): number {
  return data && data.window === windowOf(now) ? Number(data.wrong ?? 0) : 0;
}

/** The counter after one more wrong code now. */
export function withWrongAttempt(data: Record<string, unknown> | null, now: Date): AttemptCounter {
  return { window: windowOf(now), wrong: wrongInWindow(data, now) + 1 };
}

/** Seconds until the current window ends (when a limited caller may try again), at least 1. */
export function secondsUntilNextWindow(now: Date): number {
  const end = (windowOf(now) + 1) * JOIN_ATTEMPT_LIMITS.windowMs;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

export function tooManyWrongCodesMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many wrong join codes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
