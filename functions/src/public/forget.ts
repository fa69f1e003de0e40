import type { KeptData } from '../shared/keptData.js';
import { NEWSLETTER_ATTEMPTS_COLLECTION, NEWSLETTER_PENDING_COLLECTION, subscriberId } from './newsletter.js';
import { NEWSLETTER_COLLECTION } from './service.js';

/**
 * What the public calls keep: newsletter subscriptions and addresses waiting to confirm, one per
 * address (erased by address), and sign-up counters.
 */
export const PUBLIC_DATA = {
  feature: 'public',
  // The sign-up counters hold a hashed client address, a window and a count: nothing personal.
  collections: {
    [NEWSLETTER_COLLECTION]: 'erased',
    [NEWSLETTER_PENDING_COLLECTION]: 'erased',
    [NEWSLETTER_ATTEMPTS_COLLECTION]: 'kept',
  },
  blobs: {},
  forgetUser:
    ({ store }) =>
    async ({ email }) => {
      if (!email) return;
      await store.delete(`${NEWSLETTER_COLLECTION}/${subscriberId(email)}`);
      await store.delete(`${NEWSLETTER_PENDING_COLLECTION}/${subscriberId(email)}`);
    },
} satisfies KeptData;
