import type { DocumentStore, Transaction } from '../ports/documentStore.js';
import type { Deps } from '../ports/index.js';
import { LimitReached } from '../shared/domainErrors.js';
import {
  balanceDocPath,
  balanceOf,
  entriesOf,
  ledgerCollection,
  ledgerEntryId,
  orgBalanceDocPath,
  orgLedgerCollection,
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

/** Where one balance lives: its document (the `credits` field) and its ledger beside it. */
interface BalancePlace {
  doc: string;
  ledger: string;
}

/**
 * Moves one balance by `amount` with its ledger entry, never below zero (the refusal writes
 * nothing). Reads the balance: call it after the transaction's other reads.
 */
async function changeAt(
  tx: Transaction,
  place: BalancePlace,
  amount: number,
  reason: CreditReason,
  reference: string | null,
  at: string,
  refusal: string,
): Promise<number> {
  const current = await tx.get(place.doc);
  const balanceAfter = balanceOf(current) + amount;
  if (balanceAfter < 0) throw new LimitReached(refusal);
  const number = entriesOf(current) + 1;
  const entry: LedgerEntry = { reason, amount, balanceAfter, reference, at };
  tx.set(place.doc, { credits: balanceAfter, creditLedgerEntries: number }, { merge: true });
  tx.create(`${place.ledger}/${ledgerEntryId(number)}`, { ...entry });
  return balanceAfter;
}

/**
 * How one kind of balance changes (a person's, an organization's): at the owner's place, stamped
 * with the clock's time, refused below zero with its own message.
 */
function changesAt(placeOf: (owner: string) => BalancePlace, clock: Deps['clock'], refusal: string) {
  return (tx: Transaction, owner: string, amount: number, reason: CreditReason, reference: string | null) =>
    changeAt(tx, placeOf(owner), amount, reason, reference, clock.now().toISOString(), refusal);
}

async function ledgerAt(store: DocumentStore, ledger: string): Promise<LedgerEntry[]> {
  const rows = await store.query(ledger);
  return rows.sort((a, b) => a.id.localeCompare(b.id)).map((row) => row.data as unknown as LedgerEntry);
}

export function creditsService({ store, clock }: Pick<Deps, 'store' | 'clock'>) {
  const balanceIn = async (reader: Pick<DocumentStore | Transaction, 'get'>, uid: string) =>
    balanceOf(await reader.get(balanceDocPath(uid)));

  const change = changesAt(
    (uid) => ({ doc: balanceDocPath(uid), ledger: ledgerCollection(uid) }),
    clock,
    NOT_ENOUGH_CREDITS,
  );

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
    ledger: (uid: string) => ledgerAt(store, ledgerCollection(uid)),
  };
}

export type CreditsService = ReturnType<typeof creditsService>;

export const NOT_ENOUGH_ORG_CREDITS =
  'Your organization does not have enough credits. Ask your administrator to add a Classroom Pack.';

/**
 * The one owner of organizations' shared balances (issue 31): the same rules as a person's
 * balance (whole credits, never below zero, a ledger entry per change, moved only inside the
 * caller's transaction), kept on organizations/{id} with its ledger beside it.
 */
export function orgCreditsService({ store, clock }: Pick<Deps, 'store' | 'clock'>) {
  const place = (organizationID: string): BalancePlace => ({
    doc: orgBalanceDocPath(organizationID),
    ledger: orgLedgerCollection(organizationID),
  });
  const change = changesAt(place, clock, NOT_ENOUGH_ORG_CREDITS);
  const balanceIn = async (reader: Pick<DocumentStore | Transaction, 'get'>, organizationID: string) =>
    balanceOf(await reader.get(orgBalanceDocPath(organizationID)));
  return {
    balance: (organizationID: string) => balanceIn(store, organizationID),
    /** The balance inside a transaction (a read: call it with the transaction's other reads). */
    balanceIn,
    /** Adds n (> 0) credits to the organization; answers the balance after. */
    grant: (
      tx: Transaction,
      organizationID: string,
      n: number,
      reason: CreditReason,
      reference: string | null,
    ) => change(tx, organizationID, count(n), reason, reference),
    /** Takes n (> 0) credits or throws LimitReached; answers the balance after. */
    spend: (
      tx: Transaction,
      organizationID: string,
      n: number,
      reason: CreditReason,
      reference: string | null,
    ) => change(tx, organizationID, -count(n), reason, reference),
    /** Every change of the organization's balance, oldest first. */
    ledger: (organizationID: string) => ledgerAt(store, orgLedgerCollection(organizationID)),
  };
}

export type OrgCreditsService = ReturnType<typeof orgCreditsService>;
