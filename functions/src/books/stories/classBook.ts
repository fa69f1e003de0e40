import { PAGES_PER_BOOK } from '../../contract/story.js';
import type { Transaction } from '../../ports/documentStore.js';
import type { Deps } from '../../ports/index.js';
import type { GeneratedStory } from '../../ports/storyteller.js';
import type { Settings } from '../../shared/settings.js';
import { bookPath, fromDoc, toDoc, undrawn, type BookRecord, type StoryInputs } from '../book.js';
import { newBookId } from './newBookId.js';
import { enqueueIllustrations } from '../images/queue.js';
import { enqueueNarration } from '../narration/queue.js';

/** A book paid for elsewhere (an organization's class credit), its story already written. */
export interface PaidBook {
  ownerUid: string;
  creatorName: string | null;
  inputs: StoryInputs;
  seed: number;
  story: GeneratedStory;
  now: Date;
}

/**
 * Creates a saved book inside the caller's transaction (the classroom edition, issue 31): the
 * story is written and the credit spent before it exists, so it starts where a saved book is,
 * waiting for its pictures (startIllustrations, once the transaction is stored). It is a normal
 * book of its owner: the library lists it, and it is opened, edited and printed like any other.
 * Reads before it writes: call it after the transaction's other reads.
 */
export async function createPaidBook(tx: Transaction, paid: PaidBook): Promise<string> {
  const bookId = await newBookId(tx, paid.now);
  const at = paid.now.toISOString();
  const record: BookRecord = {
    ownerUid: paid.ownerUid,
    storyType: paid.inputs.storyType,
    createdAt: at,
    creatorName: paid.creatorName,
    status: 'saved',
    inputs: paid.inputs,
    seed: paid.seed,
    photos: paid.inputs.characters.map(() => null),
    story: paid.story,
    failure: null,
    creditSpent: true,
    savedAt: at,
    ...undrawn(bookId),
    dedication: null,
    classBook: true,
  };
  tx.create(bookPath(bookId), toDoc(record));
  return bookId;
}

/**
 * Queues a paid book's pictures and its narration (issue 44), each page once however often it
 * runs (a redelivered task). A class's books are batch work (issue 46): their pictures yield to
 * parents watching their own book.
 */
export async function startIllustrations(
  deps: Pick<Deps, 'store' | 'tasks' | 'clock'> & { settings: Pick<Settings, 'narration'> },
  bookId: string,
  ownerUid: string,
  drawsSheet: boolean,
) {
  await enqueueIllustrations(deps, bookId, drawsSheet, { uid: ownerUid, lane: 'batch' });
  const data = await deps.store.get(bookPath(bookId));
  if (data) await enqueueNarration(deps, bookId, fromDoc(data, bookId));
}

/** Where a book is on its way to a finished one, as a class's progress shows it. */
export interface BookProgress {
  title: string | null;
  pagesReady: number;
  /**
   * drawing: pages to come (or, for a class's book, its PDF); ready: every page drawn and, for a
   * class's book, its PDF built, so the Library calls it finished too; attention: a page could not
   * be drawn.
   */
  state: 'drawing' | 'ready' | 'attention';
}

export function bookProgress(book: BookRecord): BookProgress {
  const ready = book.pages.filter((p) => p.status === 'ready').length;
  const failed = book.pages.some((p) => p.status === 'failed');
  const pending = book.pages.some((p) => p.status === 'pending');
  return {
    title: book.story?.title ?? null,
    pagesReady: ready,
    state:
      ready === PAGES_PER_BOOK && (book.generatedPdf === 1 || !book.classBook)
        ? 'ready'
        : failed && !pending
          ? 'attention'
          : 'drawing',
  };
}
