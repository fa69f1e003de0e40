import type { TaskQueue } from '../../ports/taskQueue.js';
import { enqueueOn } from '../../tasks/queueSpec.js';
import { BOOK_QUEUES, type BookRecord } from '../book.js';
import { bookVoice, PAGE_NUMBERS, pageText, textHashOf } from './model.js';

/**
 * Queues the narration of every page of a saved book in its voice, for its words now: each page
 * and text once however often this runs (the task id names the words), so a page whose words
 * did not change is not narrated again.
 */
export function enqueueNarration(
  tasks: TaskQueue,
  bookId: string,
  book: BookRecord,
  voice = bookVoice(book),
): Promise<void[]> {
  return Promise.all(
    PAGE_NUMBERS.map((page) =>
      enqueueOn(
        tasks,
        BOOK_QUEUES.narratePage,
        { bookId, page, voice },
        { id: `narrate-${bookId}-${voice}-${page}-${textHashOf(pageText(book, page), voice)}` },
      ),
    ),
  );
}
