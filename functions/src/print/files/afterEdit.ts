import type { Caller } from '../../ports/identity.js';
import type { Deps } from '../../ports/index.js';
import { PRINT_ORDERS_COLLECTION, type PrintOrder } from '../order.js';
import { printFilesPath, type PrintFileSlot } from './model.js';
import { printFilesService } from './service.js';

const SLOTS: readonly PrintFileSlot[] = ['interior', 'coloringInterior', 'cover'];

/** An order whose files went (or are going) to the printer: its files are the printer's now. */
const sentToPrinter = (order: PrintOrder) => order.submitted === 1 || Boolean(order.submitting);

/**
 * After a saved book's words changed (books' updateBook): each print file built from the old
 * words is built again, unless an order of the book was submitted to the printer, whose files
 * are left exactly as sent. A file that cannot be built now (the hour's builds used up) is
 * cleared, so the order page builds it again before anything is submitted with old words.
 */
export function rebuildPrintFilesAfterEdit(
  deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'tasks' | 'logger'>,
) {
  const { store, logger } = deps;
  const files = printFilesService(deps);
  return async (caller: Caller, bookId: string): Promise<void> => {
    const record = await store.get(printFilesPath(bookId));
    if (!record) return;
    const orders = await store.query(PRINT_ORDERS_COLLECTION, { where: [['storyId', '==', bookId]] });
    if (orders.some((row) => sentToPrinter(row.data as unknown as PrintOrder))) return;
    for (const slot of SLOTS) {
      if (!record[slot]) continue;
      try {
        await files.build(caller, bookId, slot);
      } catch (error) {
        logger.warn(`Rebuilding the ${slot} print file of book ${bookId} after an edit failed`, {
          bookId,
          error,
        });
        await store.update(printFilesPath(bookId), { [slot]: null });
      }
    }
  };
}
