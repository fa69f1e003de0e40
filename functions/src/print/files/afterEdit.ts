import type { Caller } from '../../ports/identity.js';
import type { Deps } from '../../ports/index.js';
import { PRINT_FILE_SLOTS, printFilesPath } from './model.js';
import { printFilesService } from './service.js';

/**
 * After a saved book's words changed (books' updateBook): each print file built from the old
 * words is built again. Orders already at the printer are not touched: each submitted order
 * prints its own copy of the files (model.ts PRINT_FILE_BLOBS.ofOrder), so the next order (a
 * reorder) prints the new words. A file that cannot be built now (the hour's builds used up) is
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
    for (const slot of PRINT_FILE_SLOTS) {
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
