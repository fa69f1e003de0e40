import type { KeptData } from '../shared/keptData.js';
import {
  JOIN_ATTEMPTS_COLLECTION,
  JOIN_CODES_COLLECTION,
  joinCodeAttempts,
  ORGANIZATIONS_COLLECTION,
  organizationsService,
} from './service.js';

/**
 * What organizations keeps: the organizations and their join codes, shared by their members. A
 * leaving admin hands the organization to the longest-standing verified member; the last member
 * removes it. The membership itself is on the person's user record (accounts erases it). The
 * wrong-join-code counters: the person's own is erased; an address's holds only a hash of the
 * address and a count (no uid), so it stays until its hour is over and it is overwritten.
 */
export const ORGANIZATIONS_DATA = {
  feature: 'organizations',
  collections: {
    [ORGANIZATIONS_COLLECTION]: 'handedOn',
    [JOIN_CODES_COLLECTION]: 'handedOn',
    [JOIN_ATTEMPTS_COLLECTION]: 'erased',
  },
  blobs: {},
  forgetUser: (deps) => {
    const organizations = organizationsService(deps);
    return async ({ uid }) => {
      await organizations.leaveOnDeletion(uid);
      await deps.store.delete(joinCodeAttempts.accountCounterPath(uid));
    };
  },
} satisfies KeptData;
