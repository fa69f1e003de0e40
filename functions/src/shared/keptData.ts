import type { Deps } from '../ports/index.js';

/**
 * What account deletion does to a person's documents in a collection (or files under a prefix):
 * - erased: removed with the person (or with the book);
 * - anonymized: kept for accounting with nothing that names the person (amounts, dates, ids);
 * - handedOn: shared with other people: passes to another member, erased with the last one;
 * - kept: holds nothing personal (ids and dates only), so it stays.
 */
export type Fate = 'erased' | 'anonymized' | 'handedOn' | 'kept';

/** The person being forgotten: the uid, and the account's email (the newsletter keys on it). */
export interface ForgottenPerson {
  uid: string;
  email: string | null;
}

/** The ports forgetting a person may use (the deleteAccount task's). */
export type ForgetDeps = Pick<Deps, 'store' | 'blobs' | 'clock' | 'identity'>;
/** The ports erasing a book may use (the retention sweep has no identity). */
export type EraseBookDeps = Pick<Deps, 'store' | 'blobs'>;

/**
 * One feature's data: every collection and blob prefix it writes (it alone writes them), what
 * deletion does to them, and how to forget a person and erase a book. deletion/registry.ts runs
 * these in order; nothing else deletes a feature's data for it.
 */
export interface KeptData {
  feature: string;
  /** Collection names; a sub-collection with its parent's ids as {id}: 'users/{id}/creditLedger'. */
  collections: Record<string, Fate>;
  /** Blob path prefixes, e.g. 'books/'. */
  blobs: Record<string, Fate>;
  /** Forgets everything of one person this feature keeps outside their books. Safe to run again. */
  forgetUser?: (deps: ForgetDeps) => (person: ForgottenPerson) => Promise<void>;
  /** Erases everything this feature keeps about one book. Safe to run again. */
  eraseBook?: (deps: EraseBookDeps) => (bookId: string) => Promise<void>;
}
