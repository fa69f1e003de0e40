import type { KeptData } from '../shared/keptData.js';
import { accountsService } from './service.js';
import { DELETED_ACCOUNTS_COLLECTION, USERS_COLLECTION } from './userRecord.js';

/**
 * What accounts keeps: the user record (its balance field and ledger are credits', erased there
 * or with the document), the sign-in account, and the tombstone of a deleted account (its id and
 * dates only, kept so an old sign-in token cannot bring the account back).
 */
export const ACCOUNTS_DATA = {
  feature: 'accounts',
  collections: { [USERS_COLLECTION]: 'erased', [DELETED_ACCOUNTS_COLLECTION]: 'kept' },
  blobs: {},
  /** The user document, then the sign-in account: the last things deletion removes. */
  forgetUser: (deps) => {
    const accounts = accountsService(deps);
    return async ({ uid }) => {
      await accounts.erase(uid);
      await deps.identity.deleteUser(uid);
    };
  },
} satisfies KeptData;
