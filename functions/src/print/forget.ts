import type { EraseBookDeps as EraseBookDepsOf, KeptData } from '../shared/keptData.js';
import { PRINT_FILE_BLOBS, PRINT_FILES_COLLECTION, printFilesPath } from './files/model.js';
import { PRINT_ORDERS_COLLECTION, printOrderPath, type PrintOrder } from './order.js';
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
        const order = row.data as unknown as PrintOrder;
        await store.update(printOrderPath(row.id), {
          uid: null,
          storyTitle: '',
          address: {
            stateCode: order.address?.stateCode ?? '',
            countryCode: order.address?.countryCode ?? 'US',
          },
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
 * accounting and in the owner's purchase history, without the deleted book's title. An order
 * already at the printer keeps its address and tracking: the parcel still has to arrive.
 */
export const forgetBookInOrders =
  ({ store }: Pick<EraseBookDepsOf, 'store'>) =>
  async (bookId: string): Promise<void> => {
    for (const row of await store.query(PRINT_ORDERS_COLLECTION, { where: [['storyId', '==', bookId]] })) {
      if (row.data.bookDeleted === true) continue;
      await store.update(printOrderPath(row.id), { storyTitle: '', bookDeleted: true });
    }
  };
