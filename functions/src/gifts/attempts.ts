import { createHash } from 'node:crypto';
import { fixedWindowCounter, tryAgainIn } from '../shared/fixedWindow.js';

/**
 * Wrong gift codes allowed per fixed window, per account and per client address (the join-code
 * limiter's rule, issue 26): a code has 80 random bits, and the limit keeps anyone from even
 * trying at scale. Over either limit even a right code waits for the window to end.
 */
export const GIFT_ATTEMPT_LIMITS = {
  perAccount: 5,
  perAddress: 20,
  windowMs: 3_600_000,
} as const;

export const accountAttemptsKey = (uid: string) => `account_${uid}`;
/** Addresses are kept only as a hash: the counter tells them apart, never reads them. */
export const addressAttemptsKey = (address: string) =>
  `address_${createHash('sha256').update(address).digest('hex').slice(0, 32)}`;

const counter = fixedWindowCounter(GIFT_ATTEMPT_LIMITS.windowMs, 'wrong');
export const wrongInWindow = counter.countIn;
export const withWrongAttempt = counter.plusOne;
export const secondsUntilNextWindow = counter.secondsLeft;

export const tooManyWrongGiftCodesMessage = (retryAfterSeconds: number) =>
  `Too many gift codes that did not work. ${tryAgainIn(retryAfterSeconds)}`;
