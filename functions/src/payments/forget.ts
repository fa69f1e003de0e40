import type { KeptData } from '../shared/keptData.js';
import { PAYMENTS_COLLECTION, PAYMENT_EVENTS_COLLECTION, paymentPath } from './record.js';

/**
 * What payments keeps: one record per paid Checkout Session (accounting keeps it, anonymized, for
 * a deleted person) and the webhook events already handled (ids only).
 */
export const PAYMENTS_DATA = {
  feature: 'payments',
  collections: { [PAYMENTS_COLLECTION]: 'anonymized', [PAYMENT_EVENTS_COLLECTION]: 'kept' },
  blobs: {},
  forgetUser:
    ({ store }) =>
    async ({ uid }) => {
      for (const row of await store.query(PAYMENTS_COLLECTION, { where: [['uid', '==', uid]] }))
        await store.update(paymentPath(row.id), { uid: null, accountDeleted: true });
    },
} satisfies KeptData;
