import type { TaskQueue } from '../../ports/taskQueue.js';
import { enqueueOn } from '../../tasks/queueSpec.js';
import { BOOK_QUEUES, type RestyleRecord } from '../book.js';

/** Queues the new picture of every page of a restyle (each once, however often this runs). */
export function enqueueRestylePages(
  tasks: TaskQueue,
  bookId: string,
  restyle: RestyleRecord,
): Promise<void[]> {
  return Promise.all(
    restyle.variants.map((variant, i) =>
      enqueueOn(
        tasks,
        BOOK_QUEUES.redrawPage,
        { bookId, page: i + 1, variant },
        { id: `restyle-${bookId}-${restyle.number}-${i + 1}` },
      ),
    ),
  );
}

/**
 * A restyle's work: its cast sheet first (the sheet's task then queues the pages, as the first
 * drawing does), or the pages once the sheet is settled.
 */
export function enqueueRestyle(tasks: TaskQueue, bookId: string, restyle: RestyleRecord): Promise<unknown> {
  if (restyle.status === 'sheet')
    return enqueueOn(
      tasks,
      BOOK_QUEUES.drawReferenceSheet,
      { bookId, restyle: restyle.number },
      { id: `restyle-sheet-${bookId}-${restyle.number}` },
    );
  if (restyle.status === 'drawing') return enqueueRestylePages(tasks, bookId, restyle);
  return Promise.resolve();
}
