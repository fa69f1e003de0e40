import { PAGES_PER_BOOK } from '../../contract/story.js';
import type { TaskQueue } from '../../ports/taskQueue.js';
import { enqueueOn } from '../../tasks/queueSpec.js';
import { BOOK_QUEUES } from '../book.js';

/** Queues the drawing of a saved book's 10 pages (each page once, however often this runs). */
export function enqueuePages(tasks: TaskQueue, bookId: string): Promise<void[]> {
  return Promise.all(
    Array.from({ length: PAGES_PER_BOOK }, (_, i) =>
      enqueueOn(
        tasks,
        BOOK_QUEUES.illustratePage,
        { bookId, page: i + 1 },
        { id: `illustrate-${bookId}-${i + 1}` },
      ),
    ),
  );
}

/**
 * What happens once a book is saved: engines that keep characters alike with a reference sheet
 * draw it first (its task then queues the pages); the others start on the pages at once.
 */
export function enqueueIllustrations(
  tasks: TaskQueue,
  bookId: string,
  drawsSheet: boolean,
): Promise<unknown> {
  if (drawsSheet)
    return enqueueOn(tasks, BOOK_QUEUES.drawReferenceSheet, { bookId }, { id: `sheet-${bookId}` });
  return enqueuePages(tasks, bookId);
}
