import type { KeptData } from '../shared/keptData.js';
import { ledgerCollection } from './balance.js';
import { creditsService } from './service.js';

/**
 * What credits keeps: each person's ledger. The balance is a field of the user document, which
 * accounts erases with the rest of it.
 */
export const CREDITS_DATA = {
  feature: 'credits',
  collections: { [ledgerCollection('{id}')]: 'erased' },
  blobs: {},
  forgetUser: (deps) => {
    const credits = creditsService(deps);
    return ({ uid }) => credits.eraseLedger(uid);
  },
} satisfies KeptData;
