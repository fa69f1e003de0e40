import type { TaskQueue } from '../../ports/taskQueue.js';
import type { Settings } from '../../shared/settings.js';
import { enqueueOn } from '../../tasks/queueSpec.js';
import { BOOK_QUEUES, type BookRecord } from '../book.js';
import { bookVoice, PAGE_NUMBERS, pageText, textHashOf } from './model.js';

/**
 * Queues the narration of every page of a saved book (or of `pages`) in its voice, for its words now. The task
 * id names the page's words, so however often this runs for one save each page is queued once;
 * `edit` (an edit's time) names the queuing of one edit, since Cloud Tasks refuses an id used
 * within the last hours and words edited back to earlier ones must still be narrated. A page
 * already narrated for its words is left as it is by its task.
 */
export async function enqueueNarration(
  { tasks, settings }: { tasks: TaskQueue; settings: Pick<Settings, 'narration'> },
  bookId: string,
  book: BookRecord,
  options: { voice?: string; edit?: string; pages?: number[] } = {},
): Promise<void> {
  if (!settings.narration) return;
  const voice = options.voice ?? bookVoice(book);
  const edit = options.edit ? `-e${options.edit}` : '';
  await Promise.all(
    (options.pages ?? PAGE_NUMBERS).map((page) =>
      enqueueOn(
        tasks,
        BOOK_QUEUES.narratePage,
        { bookId, page, voice },
        { id: `narrate-${bookId}-${voice}-${page}-${textHashOf(pageText(book, page), voice)}${edit}` },
      ),
    ),
  );
}
