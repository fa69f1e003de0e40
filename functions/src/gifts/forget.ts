import type { KeptData } from '../shared/keptData.js';
import { giftCodeAttempts } from './attempts.js';
import {
  GIFT_ATTEMPTS_COLLECTION,
  GIFT_CODES_COLLECTION,
  GIFT_EVENTS_COLLECTION,
  giftPath,
  GIFTS_COLLECTION,
} from './record.js';

/**
 * What gifts keeps. A gift a deleted person bought is anonymized: it stays for accounting
 * (amounts, dates, ids), and one still waiting to be redeemed keeps working, because it belongs
 * to its recipient now (its name, address and message stay until it is redeemed or voided, so a
 * scheduled email still goes); any other loses them. Gifts the person redeemed forget who did.
 * The code lookups and the event records hold only hashes and ids. The person's wrong-code
 * counter is erased; an address's holds only a hash and a count.
 */
export const GIFTS_DATA = {
  feature: 'gifts',
  collections: {
    [GIFTS_COLLECTION]: 'anonymized',
    [GIFT_CODES_COLLECTION]: 'kept',
    [GIFT_EVENTS_COLLECTION]: 'kept',
    [GIFT_ATTEMPTS_COLLECTION]: 'erased',
  },
  blobs: {},
  forgetUser:
    ({ store }) =>
    async ({ uid }) => {
      for (const row of await store.query(GIFTS_COLLECTION, { where: [['buyerUid', '==', uid]] })) {
        const stillToGive = row.data.status === 'ready';
        await store.update(giftPath(row.id), {
          buyerUid: null,
          ...(stillToGive ? {} : { recipientName: '', recipientEmail: null, message: null, code: null }),
        });
      }
      for (const row of await store.query(GIFTS_COLLECTION, { where: [['redeemedBy', '==', uid]] }))
        await store.update(giftPath(row.id), {
          redeemedBy: null,
          recipientName: '',
          recipientEmail: null,
          message: null,
          code: null,
        });
      await store.delete(giftCodeAttempts.accountCounterPath(uid));
    },
} satisfies KeptData;
