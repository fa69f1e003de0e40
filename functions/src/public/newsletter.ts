import { createHash } from 'node:crypto';
import { fixedWindowCounter, tryAgainIn } from '../shared/fixedWindow.js';

/** Addresses are compared case-insensitively, so one subscriber is one document. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Document id for an address: a hash, since emails may hold characters ids may not. */
export function subscriberId(email: string): string {
  return createHash('sha256').update(normalizeEmail(email)).digest('hex');
}

/**
 * Newsletter sign-ups allowed per client address per fixed window (issue 26): a form without
 * sign-in must not be a way to flood the list. Ten, not fewer: a household or school behind one
 * address, and repeated end-to-end runs against one local stack, stay under it. The numbers live
 * here only (README "Limits").
 */
export const NEWSLETTER_LIMITS = { perAddress: 10, windowMs: 3_600_000 } as const;

/** newsletterAttempts/{hash of address}: the window and the sign-ups counted in it. */
export const NEWSLETTER_ATTEMPTS_COLLECTION = 'newsletterAttempts';

/** Addresses are kept only as a hash: the counter needs to tell them apart, never to read them. */
export const newsletterAttemptsKey = (address: string) =>
  createHash('sha256').update(`newsletter:${address}`).digest('hex').slice(0, 32);

const counter = fixedWindowCounter(NEWSLETTER_LIMITS.windowMs, 'count');

/** Sign-ups counted in the current window (an older window counts as none). */
export const signUpsInWindow = counter.countIn;

export const withSignUp = counter.plusOne;

/** Seconds until the current window ends, at least 1. */
export const secondsUntilNextWindow = counter.secondsLeft;

export const tooManySignUpsMessage = (retryAfterSeconds: number) =>
  `Too many newsletter sign-ups from your network. ${tryAgainIn(retryAfterSeconds)}`;
