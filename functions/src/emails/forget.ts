import type { KeptData } from '../shared/keptData.js';
import { SENT_EMAILS_COLLECTION } from './model.js';

/**
 * What the emails keep: one record per email sent, by a hash of its key, with its kind and times.
 * No address, name or words: nothing personal, so deleting an account leaves them.
 */
export const EMAILS_DATA = {
  feature: 'emails',
  collections: { [SENT_EMAILS_COLLECTION]: 'kept' },
  blobs: {},
} satisfies KeptData;
