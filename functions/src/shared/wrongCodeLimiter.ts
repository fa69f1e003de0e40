import { createHash } from 'node:crypto';
import type { Transaction } from '../ports/documentStore.js';
import { SlowDown } from './domainErrors.js';
import { fixedWindowCounter, tryAgainIn } from './fixedWindow.js';

/**
 * Wrong codes allowed per fixed window (issue 26) where a typed code gives something (a gift's
 * credits, a place in an organization): per account, and per client address (a farm of fresh
 * accounts behind one address still meets a limit). The codes are long and random; the limit
 * keeps anyone from even trying at scale. The numbers live here only.
 */
export const WRONG_CODE_LIMITS = {
  perAccount: 5,
  perAddress: 20,
  windowMs: 3_600_000,
} as const;

/** One counter document per account (`account_{uid}`) and per address (`address_{hash}`). */
export const accountAttemptsKey = (uid: string) => `account_${uid}`;
/** Addresses are kept only as a hash: the counter needs to tell them apart, never to read them. */
export const addressAttemptsKey = (address: string) =>
  `address_${createHash('sha256').update(address).digest('hex').slice(0, 32)}`;

const counter = fixedWindowCounter(WRONG_CODE_LIMITS.windowMs, 'wrong');

/** The wrong attempts counted in the current window (an older window counts as none). */
export const wrongInWindow = counter.countIn;

/** The counter after one more wrong code now. */
export const withWrongAttempt = counter.plusOne;

/** Seconds until the current window ends (when a limited caller may try again), at least 1. */
export const secondsUntilNextWindow = counter.secondsLeft;

export interface WrongCodeLimiter {
  /** The account's counter document (erased with the account). */
  accountCounterPath(uid: string): string;
  /**
   * Reads the caller's counters in `tx`. Over either limit it throws SlowDown, so even a right
   * code waits for the window to end (or guessing would simply go on). Otherwise it gives what
   * counts one more wrong code, written with the transaction.
   */
  check(tx: Transaction, uid: string, address: string | null, now: Date): Promise<() => void>;
}

/**
 * The limiter of one kind of code, counting in `collection`; `tooMany` opens the message of a
 * caller over the limit ("Too many wrong join codes."), which then says when to try again.
 */
export function wrongCodeLimiter(
  collection: string,
  tooMany: string,
  /** Which code it is, answered beside the message for the web to word (issue 45). */
  codeKind: 'gift' | 'join',
): WrongCodeLimiter {
  const pathOf = (key: string) => `${collection}/${key}`;
  return {
    accountCounterPath: (uid) => pathOf(accountAttemptsKey(uid)),
    async check(tx, uid, address, now) {
      const counters = [pathOf(accountAttemptsKey(uid))];
      if (address) counters.push(pathOf(addressAttemptsKey(address)));
      const counted = await Promise.all(counters.map((path) => tx.get(path)));
      const limits = [WRONG_CODE_LIMITS.perAccount, WRONG_CODE_LIMITS.perAddress];
      if (counted.some((data, i) => wrongInWindow(data, now) >= (limits[i] as number))) {
        const retryAfter = secondsUntilNextWindow(now);
        throw new SlowDown(`${tooMany} ${tryAgainIn(retryAfter)}`, retryAfter, 'too_many_wrong_codes', {
          codeKind,
        });
      }
      return () =>
        counters.forEach((path, i) => tx.set(path, { ...withWrongAttempt(counted[i] ?? null, now) }));
    },
  };
}
