import type { UsersInfoResponse } from '../contract/accounts.js';
import type { Language } from '../contract/languages.js';
import type { ReadingMode } from '../contract/readingMode.js';
import { creditsService } from '../credits/index.js';
import type { DocData, Transaction } from '../ports/documentStore.js';
import type { Caller } from '../ports/identity.js';
import type { Deps } from '../ports/index.js';
import { NotFound } from '../shared/domainErrors.js';
import {
  ACCOUNT_DELETED,
  asUserRecord,
  deletedAccountPath,
  displayNameOf,
  FREE_STORY_CREDITS,
  newUserRecord,
  providerOf,
  tokenNameOf,
  userPath,
  USERS_COLLECTION,
  type UserRecord,
} from './userRecord.js';

export type { UserRecord };

/** An account read inside a transaction: the stored record, or the new one to write. */
export interface AccountInTx {
  uid: string;
  record: UserRecord;
  created: boolean;
  /** A name the call brought for an existing account that has none yet; `write` keeps it. */
  missingName?: string;
}

/**
 * The accounts owner: other features reach user records through this service only (organizations
 * for membership, books for the creator's name); the balance on the same document is credits/'.
 */
export function accountsService(deps: Pick<Deps, 'store' | 'clock'>) {
  const { store, clock } = deps;
  const credits = creditsService(deps);

  const read = async (uid: string) => {
    const data = await store.get(userPath(uid));
    return data ? asUserRecord(data) : null;
  };

  /**
   * Inside a transaction: the caller's record, or a new one if this is their first call. Every
   * path that can meet a new account goes through here and `write`, so the free credit is
   * granted exactly once however calls interleave.
   */
  async function readOrNew(
    tx: Transaction,
    caller: Caller,
    name: string | null = null,
  ): Promise<AccountInTx> {
    const existing = await tx.get(userPath(caller.uid));
    if (existing) {
      // Another call (the interface language, the verification) may have registered the account
      // first, without the name the sign-up form carries: the first name given still lands.
      const record = asUserRecord(existing);
      const missingName = record.name ? null : name || tokenNameOf(caller);
      return { uid: caller.uid, record, created: false, ...(missingName ? { missingName } : {}) };
    }
    if (await tx.get(deletedAccountPath(caller.uid))) throw new NotFound(ACCOUNT_DELETED, 'account_deleted');
    const record = newUserRecord(caller, name, providerOf(caller.signInProvider ?? undefined), clock.now());
    return { uid: caller.uid, record, created: true };
  }

  /**
   * Writes the account read by readOrNew with `patch` applied: a new account gets its free story
   * from the credits owner. Call after the transaction's other reads.
   */
  async function write(tx: Transaction, account: AccountInTx, given: Partial<UserRecord> = {}) {
    const patch = account.missingName ? { name: account.missingName, ...given } : given;
    if (account.created) {
      await credits.grant(tx, account.uid, FREE_STORY_CREDITS, 'free-story');
      tx.set(userPath(account.uid), { ...account.record, ...patch } as DocData, { merge: true });
    } else if (Object.keys(patch).length > 0) {
      tx.update(userPath(account.uid), patch as DocData);
    }
  }

  /** One of the account's settings: stored first when `value` is given, else as stored (null: never chosen). */
  async function setting<K extends 'interfaceLanguage' | 'readingMode'>(
    caller: Caller,
    key: K,
    value: UserRecord[K] | undefined,
  ): Promise<NonNullable<UserRecord[K]> | null> {
    if (!value) return (await read(caller.uid))?.[key] ?? null;
    const patch: Partial<UserRecord> = { [key]: value };
    await store.runTransaction(async (tx) => {
      await write(tx, await readOrNew(tx, caller), patch);
    });
    return value as NonNullable<UserRecord[K]>;
  }

  return {
    read,
    /** Another account's record inside a transaction (organizations: members, successors). */
    async readIn(tx: Transaction, uid: string): Promise<UserRecord | null> {
      const data = await tx.get(userPath(uid));
      return data ? asUserRecord(data) : null;
    },
    /** Inside a transaction: the account leaves its organization (it stays an educator account). */
    leaveOrganization(tx: Transaction, uid: string): void {
      tx.update(userPath(uid), {
        organizationID: null,
        userRole: null,
        joinedOrganizationAt: null,
        pendingJoinCode: null,
      });
    },
    /** Account deletion: the user document (its balance included). */
    async erase(uid: string): Promise<void> {
      await store.delete(userPath(uid));
    },
    /** Whether the account exists, inside a transaction (a read). */
    exists: async (tx: Transaction, uid: string) => (await tx.get(userPath(uid))) !== null,
    readOrNew,
    write,
    displayNameOf,

    /** The accounts that belong to an organization. */
    async inOrganization(organizationID: string): Promise<{ uid: string; record: UserRecord }[]> {
      const rows = await store.query(USERS_COLLECTION, { where: [['organizationID', '==', organizationID]] });
      return rows.map((row) => ({ uid: row.id, record: asUserRecord(row.data) }));
    },

    /** POST /user/usersInfo: registers on first call, records the login on later ones. */
    async register(caller: Caller, name: string | null): Promise<UsersInfoResponse> {
      return store.runTransaction(async (tx) => {
        const account = await readOrNew(tx, caller, name);
        const balance = await credits.balanceIn(tx, caller.uid);
        await write(
          tx,
          account,
          account.created
            ? {}
            : {
                lastLogin: clock.now().toISOString(),
                emailVerified: caller.emailVerified,
                ...(caller.email ? { emailAdd: caller.email } : {}),
              },
        );
        return {
          created: account.created,
          credits: account.created ? balance + FREE_STORY_CREDITS : balance,
        };
      });
    },

    async getUserName(caller: Caller): Promise<string> {
      return displayNameOf(await read(caller.uid), caller);
    },

    /** POST /user/updateName: the account's name (a first call registers the account too). */
    async updateName(caller: Caller, name: string): Promise<{ name: string }> {
      await store.runTransaction(async (tx) => {
        const account = await readOrNew(tx, caller, name);
        await write(tx, account, account.created ? {} : { name });
      });
      return { name };
    },

    /** POST /user/interfaceLanguage: the account's interface language, set first when given. */
    async interfaceLanguage(caller: Caller, language?: Language): Promise<{ language: Language | null }> {
      return { language: await setting(caller, 'interfaceLanguage', language) };
    },

    /** POST /user/readingMode: the account's reading mode (null until chosen), kept first when given. */
    async readingMode(caller: Caller, mode?: ReadingMode): Promise<{ readingMode: ReadingMode | null }> {
      return { readingMode: await setting(caller, 'readingMode', mode) };
    },

    /** Records what the token says, never what the body claims. */
    async recordEmailVerification(caller: Caller): Promise<{ emailVerified: boolean }> {
      await store.runTransaction(async (tx) => {
        const account = await readOrNew(tx, caller);
        await write(tx, account, account.created ? {} : { emailVerified: caller.emailVerified });
      });
      return { emailVerified: caller.emailVerified };
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
