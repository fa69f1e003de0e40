import type { KeptData } from '../shared/keptData.js';
import { subscriberId } from './newsletter.js';
import { NEWSLETTER_COLLECTION } from './service.js';

/** What the public calls keep: newsletter subscriptions, one per address (erased by address). */
export const PUBLIC_DATA = {
  feature: 'public',
  collections: { [NEWSLETTER_COLLECTION]: 'erased' },
  blobs: {},
  forgetUser:
    ({ store }) =>
    async ({ email }) => {
      if (email) await store.delete(`${NEWSLETTER_COLLECTION}/${subscriberId(email)}`);
    },
} satisfies KeptData;
