import type { LatestPaymentInfo, UserInfoResponse, UsersInfoResponse } from '../contract/accounts.js';
import { requireVerifiedEmail } from '../http/requireVerified.js';
import type { Transaction } from '../ports/documentStore.js';
import type { Caller } from '../ports/identity.js';
import type { Deps } from '../ports/index.js';
import { asUserRecord, displayNameOf, newUserRecord, providerOf, type UserRecord } from './userRecord.js';

// Other features read user records through this module only (ARCHITECTURE.md house rules).
export { asUserRecord, displayNameOf, type UserRecord };

export const USERS_COLLECTION = 'users';
export const ORGANIZATIONS_COLLECTION = 'organizations';
export const userPath = (uid: string) => `${USERS_COLLECTION}/${uid}`;

/**
 * Inside a transaction: the caller's record, or a new one (with the free story) if this is
 * their first call; `created` tells the caller to write it with tx.create once its other reads
 * are done (Firestore wants every read before the first write). Every path that can meet a new
 * account goes through here, so the free credit is granted exactly once however calls interleave.
 */
export async function readOrNewUser(
  tx: Transaction,
  caller: Caller,
  now: Date,
  name: string | null = null,
): Promise<{ record: UserRecord; created: boolean }> {
  const existing = await tx.get(userPath(caller.uid));
  if (existing) return { record: asUserRecord(existing), created: false };
  return {
    record: newUserRecord(caller, name, providerOf(caller.signInProvider ?? undefined), now),
    created: true,
  };
}

export function accountsService({ store, clock }: Pick<Deps, 'store' | 'clock'>) {
  const readUser = async (uid: string) => {
    const data = await store.get(userPath(uid));
    return data ? asUserRecord(data) : null;
  };

  return {
    /** POST /user/usersInfo: registers on first call, records the login on later ones. */
    async register(caller: Caller, name: string | null): Promise<UsersInfoResponse> {
      return store.runTransaction(async (tx) => {
        const now = clock.now();
        const { record, created } = await readOrNewUser(tx, caller, now, name);
        if (created) {
          tx.create(userPath(caller.uid), { ...record });
        } else {
          tx.update(userPath(caller.uid), {
            lastLogin: now.toISOString(),
            emailVerified: caller.emailVerified,
            ...(caller.email ? { emailAdd: caller.email } : {}),
            ...(!record.name && (name || caller.name) ? { name: name || caller.name } : {}),
          });
        }
        return { created, credits: record.credits };
      });
    },

    async getUserName(caller: Caller): Promise<string> {
      return displayNameOf(await readUser(caller.uid), caller);
    },

    /** The caller's credit balance; an account not yet registered has none. */
    async getNumCredits(uid: string): Promise<number> {
      return (await readUser(uid))?.credits ?? 0;
    },

    async getUserInfo(caller: Caller): Promise<UserInfoResponse> {
      const record = await readUser(caller.uid);
      if (!record?.organizationID) {
        return {
          userType: record?.userType ?? 'regular',
          userRole: record?.userRole ?? null,
          joinCode: null,
          organizationID: null,
          orgName: null,
        };
      }
      const org = await store.get(`${ORGANIZATIONS_COLLECTION}/${record.organizationID}`);
      const joinCode = typeof org?.joinCode === 'string' ? org.joinCode : null;
      return {
        userType: record.userType,
        userRole: record.userRole ?? null,
        joinCode: record.userRole === 'admin' ? joinCode : null,
        organizationID: record.organizationID,
        orgName: typeof org?.name === 'string' ? org.name : null,
      };
    },

    /** Records what the token says, never what the body claims. */
    async recordEmailVerification(caller: Caller): Promise<{ emailVerified: boolean }> {
      await store.runTransaction(async (tx) => {
        const { record, created } = await readOrNewUser(tx, caller, clock.now());
        if (created) tx.create(userPath(caller.uid), { ...record });
        else tx.update(userPath(caller.uid), { emailVerified: caller.emailVerified });
      });
      return { emailVerified: caller.emailVerified };
    },

    async getLatestPaymentInfo(caller: Caller): Promise<LatestPaymentInfo> {
      requireVerifiedEmail(caller);
      const [latest] = await store.query(`${userPath(caller.uid)}/payments`, {
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        limit: 1,
      });
      if (!latest) return null;
      const d = latest.data;
      return {
        price: Number(d.price ?? 0),
        quantity: Number(d.quantity ?? 0),
        itemName: String(d.itemName ?? ''),
        transactionId: String(d.transactionId ?? latest.id),
      };
    },
  };
}
