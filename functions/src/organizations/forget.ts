import type { KeptData } from '../shared/keptData.js';
import { JOIN_CODES_COLLECTION, ORGANIZATIONS_COLLECTION, organizationsService } from './service.js';

/**
 * What organizations keeps: the organizations and their join codes, shared by their members. A
 * leaving admin hands the organization to the longest-standing member; the last member removes it.
 * The membership itself is on the person's user record (accounts erases it).
 */
export const ORGANIZATIONS_DATA = {
  feature: 'organizations',
  collections: { [ORGANIZATIONS_COLLECTION]: 'handedOn', [JOIN_CODES_COLLECTION]: 'handedOn' },
  blobs: {},
  forgetUser: (deps) => {
    const organizations = organizationsService(deps);
    return ({ uid }) => organizations.leaveOnDeletion(uid);
  },
} satisfies KeptData;
