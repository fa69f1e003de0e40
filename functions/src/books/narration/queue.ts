import type { DocumentStore } from '../../ports/documentStore.js';
import type { TaskQueue } from '../../ports/taskQueue.js';
import type { Settings } from '../../shared/settings.js';
import { enqueueOn } from '../../tasks/queueSpec.js';
import { BOOK_QUEUES, narrationPath, readBook, type BookRecord } from '../book.js';
import {
  bookVoice,
  narratedVoices,
  narrationOf,
  PAGE_NUMBERS,
  pageText,
  secondVoice,
  textHashOf,
} from './model.js';

type Queuing = { tasks: TaskQueue; settings: Pick<Settings, 'narration'> };

/** One page's narration task in a voice; `edit` names the queuing of one edit (see below). */
function enqueuePage(
  tasks: TaskQueue,
  bookId: string,
  book: BookRecord,
  voice: string,
  page: number,
  edit = '',
) {
  const textHash = textHashOf(pageText(book, page, voice), voice);
  return enqueueOn(
    tasks,
    BOOK_QUEUES.narratePage,
    { bookId, page, voice },
    { id: `narrate-${bookId}-${voice}-${page}-${textHash}${edit}` },
  );
}

/**
 * Queues the narration of every page of a saved book in its voices (a bilingual book's second
 * text too, in its language's voice), for its words now; with `pages` (an edit of the first
 * text) those pages of the first text only, in `voice` or the book's. The task id names the
 * page's words, so however often this runs for one save each page is queued once; `edit` (an
 * edit's time) names the queuing of one edit, since Cloud Tasks refuses an id used within the
 * last hours and words edited back to earlier ones must still be narrated. A page already
 * narrated for its words is left as it is by its task.
 */
export async function enqueueNarration(
  { tasks, settings }: Queuing,
  bookId: string,
  book: BookRecord,
  options: { voice?: string; edit?: string; pages?: number[] } = {},
): Promise<void> {
  if (!settings.narration) return;
  const first = options.voice ?? bookVoice(book);
  const voices = options.pages ? [first] : narratedVoices(book, first);
  const edit = options.edit ? `-e${options.edit}` : '';
  await Promise.all(
    voices.flatMap((voice) =>
      (options.pages ?? PAGE_NUMBERS).map((page) => enqueuePage(tasks, bookId, book, voice, page, edit)),
    ),
  );
}

/**
 * After a saved book's words changed (updateBook, issue 45): the pages whose second text is not
 * narrated for its words now are queued in the second text's voice, so an edit of one page's
 * second text narrates that page's second text again, and no other (the first text's edited
 * pages are queued by the edit itself). `edit` names this queuing as in enqueueNarration.
 */
export async function enqueueEditedSecondText(
  deps: Queuing & { store: Pick<DocumentStore, 'get'> },
  bookId: string,
  edit: string,
): Promise<void> {
  if (!deps.settings.narration) return;
  const book = await readBook(deps.store, bookId);
  const voice = book && secondVoice(book);
  if (!book || !voice) return;
  const stale = await Promise.all(
    PAGE_NUMBERS.map(async (page) => {
      const record = narrationOf(await deps.store.get(narrationPath(bookId, voice, page)));
      return record?.textHash === textHashOf(pageText(book, page, voice), voice) ? null : page;
    }),
  );
  await Promise.all(
    stale.flatMap((page) => (page ? [enqueuePage(deps.tasks, bookId, book, voice, page, `-e${edit}`)] : [])),
  );
}
