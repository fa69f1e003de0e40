import type { DocumentStore, Transaction } from '../ports/documentStore.js';
import type { Deps } from '../ports/index.js';
import { LimitReached } from '../shared/domainErrors.js';
import {
  balanceDocPath,
  balanceOf,
  entriesOf,
  ledgerCollection,
  ledgerEntryId,
  type CreditReason,
  type LedgerEntry,
} from './balance.js';

export type { CreditReason, LedgerEntry };

export const NOT_ENOUGH_CREDITS = 'You do not have sufficient credits. Please add credits to create a book!';

/**
 * The one owner of credit balances. grant and spend run inside the caller's transaction so a
 * credit moves together with what it pays for (a saved book, a paid order); both read the
 * balance, so call them after the transaction's other reads and before its writes (Firestore's
 * rule: every read before the first write).
 */
/** A number of credits to move: a whole number above zero, or a programming error. */
function count(n: number): number {
  if (!Number.isInteger(n) || n <= 0) throw new Error(`Credits move in whole numbers above zero, not ${n}`);
  return n;
}

export function creditsService({ store, clock }: Pick<Deps, 'store' | 'clock'>) {
  const balanceIn = async (reader: Pick<DocumentStore | Transaction, 'get'>, uid: string) =>
    balanceOf(await reader.get(balanceDocPath(uid)));

  async function change(
    tx: Transaction,
    uid: string,
    amount: number,
    reason: CreditReason,
    reference: string | null,
  ): Promise<number> {
    const current = await tx.get(balanceDocPath(uid));
    const balanceAfter = balanceOf(current) + amount;
    if (balanceAfter < 0) throw new LimitReached(NOT_ENOUGH_CREDITS);
    const number = entriesOf(current) + 1;
    const entry: LedgerEntry = { reason, amount, balanceAfter, reference, at: clock.now().toISOString() };
    tx.set(balanceDocPath(uid), { credits: balanceAfter, creditLedgerEntries: number }, { merge: true });
    tx.create(`${ledgerCollection(uid)}/${ledgerEntryId(number)}`, { ...entry });
    return balanceAfter;
  }

  return {
    /** Account deletion: every ledger entry of this person (the balance goes with the user document). */
    async eraseLedger(uid: string): Promise<void> {
      for (const row of await store.query(ledgerCollection(uid)))
        await store.delete(`${ledgerCollection(uid)}/${row.id}`);
    },

    /** The balance now; an account not yet registered has none. */
    balance: (uid: string) => balanceIn(store, uid),
    /** The balance inside a transaction (a read: call it with the transaction's other reads). */
    balanceIn,
    /** Adds n (> 0) credits; answers the balance after. */
    grant: (tx: Transaction, uid: string, n: number, reason: CreditReason, reference: string | null = null) =>
      change(tx, uid, count(n), reason, reference),
    /** Takes n (> 0) credits or throws LimitReached; answers the balance after. */
    spend: (tx: Transaction, uid: string, n: number, reason: CreditReason, reference: string | null = null) =>
      change(tx, uid, -count(n), reason, reference),
    /** Every change of the balance, oldest first. */
    async ledger(uid: string): Promise<LedgerEntry[]> {
      const rows = await store.query(ledgerCollection(uid));
      return rows.sort((a, b) => a.id.localeCompare(b.id)).map((row) => row.data as unknown as LedgerEntry);
    },
  };
}

export type CreditsService = ReturnType<typeof creditsService>;
