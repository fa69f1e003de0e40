import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
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
 * here only (docs/operations.md, "The limits in detail").
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

/**
 * newsletterPending/{subscriber id}: an address that asked for the newsletter and has not
 * confirmed yet (double opt-in): the address, a hash of the link's secret and when it expires.
 * It is not a subscription: nothing is sent to it but the one confirmation email.
 */
export const NEWSLETTER_PENDING_COLLECTION = 'newsletterPending';

/** How long a confirmation link works. */
export const CONFIRMATION_DAYS = 7;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * A link token for one address: `{subscriber id}.{secret}`. The id finds the document, the
 * secret (only its hash is stored) proves the link came from our email to that address.
 */
export function newToken(email: string): { token: string; secretHash: string } {
  const secret = randomBytes(24).toString('base64url');
  return { token: `${subscriberId(email)}.${secret}`, secretHash: hashSecret(secret) };
}

/** The token's parts, or null when it is not one of ours. */
export function parseToken(token: string): { id: string; secret: string } | null {
  const match = /^([0-9a-f]{64})\.([A-Za-z0-9_-]{16,64})$/.exec(token.trim());
  return match ? { id: match[1] as string, secret: match[2] as string } : null;
}

/** Whether the secret is the one whose hash was stored (compared in constant time). */
export function secretMatches(secret: string, storedHash: unknown): boolean {
  if (typeof storedHash !== 'string' || storedHash.length !== 64) return false;
  return timingSafeEqual(Buffer.from(hashSecret(secret)), Buffer.from(storedHash));
}

export const NEWSLETTER_MESSAGES = {
  badLink: 'This link is not one of ours. Please use the link in your email exactly as it came.',
  expired: 'This confirmation link has expired. Please sign up again and use the newest email.',
  /** No request behind the link: expired and swept (retention), or never ours. */
  gone: 'This confirmation link no longer works: it may have expired. Please sign up again and use the newest email.',
} as const;
