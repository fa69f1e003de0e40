import type { Deps } from '../ports/index.js';
import type { KeptData } from '../shared/keptData.js';
import { forgetBookOnOrder, withoutRecipient } from './deletedBook.js';
import { PRINT_FILE_BLOBS, PRINT_FILES_COLLECTION, printFilesPath } from './files/model.js';
import { PRINT_ORDERS_COLLECTION, orderFromDoc, printOrderPath } from './order.js';
import { PRINT_USAGE_COLLECTION, printUsagePath } from './usage.js';

/**
 * What print keeps: orders (accounting needs the paid ones, so a deleted person's are anonymized),
 * each book's print files (erased with the book) and each person's print counters and recent
 * shipping quotes (erased).
 */
export const PRINT_DATA = {
  feature: 'print',
  collections: {
    [PRINT_ORDERS_COLLECTION]: 'anonymized',
    [PRINT_FILES_COLLECTION]: 'erased',
    [PRINT_USAGE_COLLECTION]: 'erased',
  },
  blobs: { 'print/': 'erased' },
  /** Accounting keeps the amounts, dates, ids and the destination state (sales tax). */
  forgetUser:
    ({ store }) =>
    async ({ uid }) => {
      for (const row of await store.query(PRINT_ORDERS_COLLECTION, { where: [['uid', '==', uid]] })) {
        const order = orderFromDoc(row.data);
        await store.update(printOrderPath(row.id), {
          uid: null,
          storyTitle: '',
          address: withoutRecipient(order.address),
          tracking: null,
          trackingUrl: null,
          // A fingerprint of the address: nothing accounting needs.
          orderKey: null,
          accountDeleted: true,
        });
      }
      await store.delete(printUsagePath(uid));
    },
  /** The book's print files, then their record. */
  eraseBook:
    ({ store, blobs }) =>
    async (bookId) => {
      for (const path of await blobs.list(PRINT_FILE_BLOBS.all(bookId))) await blobs.delete(path);
      await store.delete(printFilesPath(bookId));
    },
} satisfies KeptData;

/**
 * One book deleted by its owner (deleteBook), the account kept: its print orders stay for
 * accounting and in the owner's purchase history, without the book's title; the recipient is
 * erased unless the order is still at the printer (deletedBook.ts says what stays and when).
 * Each order changes in a transaction, so a status webhook at the same moment cannot undo it.
 */
export const forgetBookInOrders =
  ({ store, clock }: Pick<Deps, 'store' | 'clock'>) =>
  async (bookId: string): Promise<void> => {
    for (const row of await store.query(PRINT_ORDERS_COLLECTION, { where: [['storyId', '==', bookId]] })) {
      await store.runTransaction(async (tx) => {
        const order = orderFromDoc(await tx.get(printOrderPath(row.id)));
        const change = order && forgetBookOnOrder(order, clock.now());
        if (change) tx.update(printOrderPath(row.id), change);
      });
    }
  };
