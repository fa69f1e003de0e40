import { randomUUID } from 'node:crypto';
import type { IllustratedCharacter } from '../ports/illustrator.js';
import type { Deps } from '../ports/index.js';
import { EngineError } from '../ports/engineError.js';
import type { RetryRules, TaskContext, TaskHandler, TaskPayload } from '../ports/taskQueue.js';
import { asJson, bookPath, fromDoc, type BookRecord } from './book.js';

/** Queue names double as the names of their onTaskDispatched functions (index.ts). */
export const QUEUES = { writeStory: 'writeStory', illustratePage: 'illustratePage' } as const;

export const QUEUE_RULES: Record<keyof typeof QUEUES, RetryRules> = {
  writeStory: { maxAttempts: 5, minBackoffSeconds: 5, maxBackoffSeconds: 60 },
  illustratePage: { maxAttempts: 6, minBackoffSeconds: 5, maxBackoffSeconds: 120 },
};


/** Whether to give up now: a final engine error, or the queue's last attempt. */
function givesUp(error: unknown, context: TaskContext): boolean {
  return context.isLastAttempt || (error instanceof EngineError && !error.retryable);
}

export function bookTaskHandlers(deps: Pick<Deps, 'store' | 'blobs' | 'storyteller' | 'illustrator'>): Record<keyof typeof QUEUES, TaskHandler> {
  const { store, blobs, storyteller, illustrator } = deps;
  const readBook = async (bookId: string) => {
    const data = await store.get(bookPath(bookId));
    return data ? fromDoc(data) : null;
  };

  /** Writes the story of a book in 'writing'; a re-delivery after it is written does nothing. */
  async function writeStory(payload: TaskPayload, context: TaskContext) {
    const bookId = String(payload.bookId);
    const book = await readBook(bookId);
    if (!book || book.status !== 'writing') return;
    try {
      const story = await storyteller.write({ ...book.inputs, seed: book.seed });
      await store.runTransaction(async (tx) => {
        const current = await tx.get(bookPath(bookId));
        if (current && fromDoc(current).status === 'writing') tx.update(bookPath(bookId), { status: 'written', story: asJson(story) });
      });
    } catch (error) {
      if (!givesUp(error, context)) throw error;
      console.error(`Story of book ${bookId} failed for good`, error);
      await store.runTransaction(async (tx) => {
        const current = await tx.get(bookPath(bookId));
        if (current && fromDoc(current).status === 'writing') {
          tx.update(bookPath(bookId), { status: 'failed', failure: "We couldn't write this story this time. Please try again." });
        }
      });
    }
  }

  async function castOf(book: BookRecord): Promise<IllustratedCharacter[]> {
    const cast = book.inputs.characters.length
      ? book.inputs.characters
      : [{ name: book.inputs.mainCharacterName, relationship: 'main' as const, gender: book.inputs.gender }];
    return Promise.all(
      cast.map(async (character, i) => {
        const path = book.photos[i];
        const photo = path ? await blobs.get(path) : null;
        return { ...character, ...(photo ? { photo: { bytes: photo.bytes, contentType: photo.contentType } } : {}) };
      }),
    );
  }

  /**
   * Draws one page of a saved book. The image goes to a fresh blob name and only becomes the
   * page's image in a transaction that finds the page still pending, so a task delivered twice
   * never makes a second image.
   */
  async function illustratePage(payload: TaskPayload, context: TaskContext) {
    const bookId = String(payload.bookId);
    const page = Number(payload.page);
    const book = await readBook(bookId);
    if (!book || book.status !== 'saved' || !book.story || book.pages[page - 1]?.status !== 'pending') return;
    let png: Buffer;
    try {
      const drawn = await illustrator.draw({
        bookId,
        page,
        legend: book.story.legends[page - 1] ?? book.story.paragraphs[page - 1] ?? '',
        storyType: book.storyType,
        appearanceValue: book.inputs.appearanceValue,
        readerAgeGroup: book.inputs.readerAgeGroup,
        characters: await castOf(book),
        variant: 0,
      });
      png = drawn.png;
    } catch (error) {
      if (!givesUp(error, context)) throw error;
      console.error(`Page ${page} of book ${bookId} failed for good`, error);
      await setPage(bookId, page, { status: 'failed', blob: null });
      return;
    }
    const blob = `books/${bookId}/images/${bookId}_${page}.${randomUUID()}.png`;
    await blobs.put(blob, png, 'image/png');
    const kept = await setPage(bookId, page, { status: 'ready', blob });
    if (!kept) await blobs.delete(blob);
  }

  /** Sets a page that is still pending; false when another delivery got there first. */
  async function setPage(bookId: string, page: number, state: { status: 'ready' | 'failed'; blob: string | null }) {
    return store.runTransaction(async (tx) => {
      const data = await tx.get(bookPath(bookId));
      if (!data) return false;
      const book = fromDoc(data);
      if (book.pages[page - 1]?.status !== 'pending') return false;
      const pages = book.pages.map((p, i) => (i === page - 1 ? state : p));
      tx.update(bookPath(bookId), {
        pages: asJson(pages),
        imagesReady: pages.filter((p) => p.status === 'ready').length,
      });
      return true;
    });
  }

  return { writeStory, illustratePage };
}
