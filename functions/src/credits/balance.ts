import type { DocData } from '../ports/documentStore.js';

/**
 * The balance is the `credits` field of the account document users/{uid} (spec part 1 §3's user
 * record keeps it there, and so does every stored account). This folder alone reads or writes
 * that field and `creditLedgerEntries` (how many changes it has had); each change also leaves an
 * entry in users/{uid}/creditLedger.
 */
export const balanceDocPath = (uid: string) => `users/${uid}`;
export const ledgerCollection = (uid: string) => `${balanceDocPath(uid)}/creditLedger`;

/**
 * An organization's shared balance (the classroom edition) is the `credits` field of
 * organizations/{id}, with its own ledger beside it; this folder alone moves it too.
 */
export const orgBalanceDocPath = (organizationID: string) => `organizations/${organizationID}`;
export const orgLedgerCollection = (organizationID: string) =>
  `${orgBalanceDocPath(organizationID)}/creditLedger`;

/** Why a balance moved. */
export const CREDIT_REASONS = [
  'free-story',
  'story-saved',
  'book-restyled',
  'purchase',
  'seed',
  'refund',
  'dispute',
  // An organization's balance (issue 31): a class book made from it, and one that failed given back.
  'class-book',
  'class-book-failed',
  'gift',
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** One change of a balance, written in the same transaction as the change. */
export interface LedgerEntry {
  reason: CreditReason;
  /** Positive for a grant, negative for a spend. */
  amount: number;
  balanceAfter: number;
  /** What the change was for: a book id, a payment id. */
  reference: string | null;
  at: string;
}

/** A stored balance read defensively: documents written by older code may hold anything. */
export function balanceOf(data: DocData | null): number {
  const credits = data?.credits;
  return typeof credits === 'number' && Number.isInteger(credits) && credits > 0 ? credits : 0;
}

/** How many changes the balance has had: the next ledger entry's number. */
export function entriesOf(data: DocData | null): number {
  const count = data?.creditLedgerEntries;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
}

/** Ledger ids are the change's number, so they sort in the order the balance moved. */
export const ledgerEntryId = (number: number) => String(number).padStart(9, '0');
