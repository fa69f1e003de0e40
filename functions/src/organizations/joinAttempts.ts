import { createHash } from 'node:crypto';
import { fixedWindowCounter, tryAgainIn } from '../shared/fixedWindow.js';

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

const counter = fixedWindowCounter(JOIN_ATTEMPT_LIMITS.windowMs, 'wrong');

/** The wrong attempts counted in the current window (an older window counts as none). */
export const wrongInWindow = counter.countIn;

/** The counter after one more wrong code now. */
export const withWrongAttempt = counter.plusOne;

/** Seconds until the current window ends (when a limited caller may try again), at least 1. */
export const secondsUntilNextWindow = counter.secondsLeft;

export const tooManyWrongCodesMessage = (retryAfterSeconds: number) =>
  `Too many wrong join codes. ${tryAgainIn(retryAfterSeconds)}`;
