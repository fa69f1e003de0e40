import { ACCOUNTS_DATA } from '../accounts/index.js';
import { BOOKS_DATA, bookIdsOf } from '../books/index.js';
import { CHARACTERS_DATA } from '../characters/index.js';
import { CLASSROOM_DATA } from '../classroom/index.js';
import { CREDITS_DATA } from '../credits/index.js';
import { EMAILS_DATA } from '../emails/index.js';
import { GIFTS_DATA } from '../gifts/index.js';
import { ORGANIZATIONS_DATA } from '../organizations/index.js';
import { PAYMENTS_DATA } from '../payments/index.js';
import { forgetBookInOrders, PRINT_DATA } from '../print/index.js';
import { PUBLIC_DATA } from '../public/index.js';
import type { EraseBookDeps, ForgetDeps, ForgottenPerson, KeptData } from '../shared/keptData.js';

/**
 * The forget registry: every feature's data, and the order deletion and retention forget it in.
 * Each feature writes and forgets its own collections (shared/keptData.ts); deletion only decides
 * when and in which order. A feature that starts keeping data adds itself here.
 */
export const KEPT_DATA: readonly KeptData[] = [
  ACCOUNTS_DATA,
  BOOKS_DATA,
  CHARACTERS_DATA,
  CLASSROOM_DATA,
  CREDITS_DATA,
  ORGANIZATIONS_DATA,
  PAYMENTS_DATA,
  GIFTS_DATA,
  PRINT_DATA,
  PUBLIC_DATA,
  EMAILS_DATA,
];

/**
 * A book's data, erased in this order: its print files first, the book's own files and record
 * last, so a run that stops half-way still finds the book (by its record) and finishes it.
 */
export const BOOK_ERASE_ORDER = [PRINT_DATA, BOOKS_DATA] as const;

/**
 * A person's data outside their books, in this order: orders and payments anonymized, the
 * newsletter entry, the organization handed on (it reads the membership on the user record, so
 * before accounts), the ledger, the saved characters with their photos, the story-start counter,
 * then the user record and the sign-in.
 */
export const PERSON_FORGET_ORDER = [
  PRINT_DATA,
  PAYMENTS_DATA,
  GIFTS_DATA,
  PUBLIC_DATA,
  ORGANIZATIONS_DATA,
  CREDITS_DATA,
  CHARACTERS_DATA,
  CLASSROOM_DATA,
  BOOKS_DATA,
  ACCOUNTS_DATA,
] as const;

/** Removes one book for good, every feature's part of it (retention and account deletion). */
export function bookEraser(deps: EraseBookDeps) {
  const erasers = BOOK_ERASE_ORDER.map((data) => data.eraseBook(deps));
  return async (bookId: string): Promise<void> => {
    for (const erase of erasers) await erase(bookId);
  };
}

/**
 * One book deleted by its owner (deleteBook), the account kept: its print orders stay for
 * accounting and the purchase history, without the title and (once the printer is done with
 * it) the recipient (print/deletedBook.ts), then the same eraser as account deletion and
 * retention. The record goes last, so a run that stops half-way is finished by running it again.
 */
export function bookDeleter(deps: EraseBookDeps & Pick<ForgetDeps, 'clock'>) {
  const eraseBook = bookEraser(deps);
  const forgetInOrders = forgetBookInOrders(deps);
  return async (bookId: string): Promise<void> => {
    await forgetInOrders(bookId);
    await eraseBook(bookId);
  };
}

/**
 * Forgets one person: each of their books, then every feature's data of them. Every step finds
 * what is left and removes it, so a run that stops anywhere is finished by running it again.
 */
export function personForgetter(deps: ForgetDeps) {
  const eraseBook = bookEraser(deps);
  const forgetters = PERSON_FORGET_ORDER.map((data) => data.forgetUser(deps));
  return async (person: ForgottenPerson): Promise<void> => {
    for (const bookId of await bookIdsOf(deps.store, person.uid)) await eraseBook(bookId);
    for (const forget of forgetters) await forget(person);
  };
}
