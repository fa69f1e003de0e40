import type { KeptData } from '../shared/keptData.js';
import { ledgerCollection, orgLedgerCollection } from './balance.js';
import { creditsService } from './service.js';

/**
 * What credits keeps: each person's ledger. The balance is a field of the user document, which
 * accounts erases with the rest of it.
 */
export const CREDITS_DATA = {
  feature: 'credits',
  // An organization's ledger is shared by its members: it stays with the organization.
  collections: { [ledgerCollection('{id}')]: 'erased', [orgLedgerCollection('{id}')]: 'handedOn' },
  blobs: {},
  forgetUser: (deps) => {
    const credits = creditsService(deps);
    return ({ uid }) => credits.eraseLedger(uid);
  },
} satisfies KeptData;
