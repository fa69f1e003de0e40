import { randomUUID } from 'node:crypto';
import type { IllustratedCharacter } from '../ports/illustrator.js';
import type { Deps } from '../ports/index.js';
import { EngineError } from '../ports/engineError.js';
import type { RetryRules, TaskContext, TaskHandler, TaskPayload } from '../ports/taskQueue.js';
import { asJson, bookPath, fromDoc, type BookRecord, type RedoState } from './book.js';
import { imageBlobOf as imageStateOf } from './ownBook.js';

/** Queue names double as the names of their onTaskDispatched functions (index.ts). */
export const QUEUES = {
  writeStory: 'writeStory',
  illustratePage: 'illustratePage',
  redrawPage: 'redrawPage',
} as const;

export const QUEUE_RULES: Record<keyof typeof QUEUES, RetryRules> = {
  writeStory: { maxAttempts: 5, minBackoffSeconds: 5, maxBackoffSeconds: 60 },
  illustratePage: { maxAttempts: 6, minBackoffSeconds: 5, maxBackoffSeconds: 120 },
  redrawPage: { maxAttempts: 6, minBackoffSeconds: 5, maxBackoffSeconds: 120 },
};

/** Whether to give up now: a final engine error, or the queue's last attempt. */
function givesUp(error: unknown, context: TaskContext): boolean {
  return context.isLastAttempt || (error instanceof EngineError && !error.retryable);
}

export function bookTaskHandlers(
  deps: Pick<Deps, 'store' | 'blobs' | 'storyteller' | 'illustrator'>,
): Record<keyof typeof QUEUES, TaskHandler> {
  const { store, blobs, storyteller, illustrator } = deps;
  const readBook = async (bookId: string) => {
    const data = await store.get(bookPath(bookId));
    return data ? fromDoc(data, bookId) : null;
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
        if (current && fromDoc(current, bookId).status === 'writing')
          tx.update(bookPath(bookId), { status: 'written', story: asJson(story) });
      });
    } catch (error) {
      if (!givesUp(error, context)) throw error;
      console.error(`Story of book ${bookId} failed for good`, error);
      await store.runTransaction(async (tx) => {
        const current = await tx.get(bookPath(bookId));
        if (current && fromDoc(current, bookId).status === 'writing') {
          tx.update(bookPath(bookId), {
            status: 'failed',
            failure: "We couldn't write this story this time. Please try again.",
          });
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
        return {
          ...character,
          ...(photo ? { photo: { bytes: photo.bytes, contentType: photo.contentType } } : {}),
        };
      }),
    );
  }

  /**
   * Draws one image of a saved book: an original page (variant 0) or a redo. The image goes to
   * a fresh blob name and only becomes the image in a transaction that finds it still pending,
   * so a task delivered twice never makes a second image.
   */
  async function draw(payload: TaskPayload, context: TaskContext) {
    const bookId = String(payload.bookId);
    const page = Number(payload.page);
    const variant = Number(payload.variant ?? 0);
    const book = await readBook(bookId);
    if (!book?.story || book.status !== 'saved') return;
    const state = imageStateOf(book, page, variant);
    if (state?.status !== 'pending') return;
    let png: Buffer;
    try {
      const drawn = await illustrator.draw({
        bookId,
        page,
        legend:
          (variant > 0 ? (state as RedoState).legend : '') ||
          book.story.legends[page - 1] ||
          book.story.paragraphs[page - 1] ||
          '',
        storyType: book.storyType,
        appearanceValue: book.inputs.appearanceValue,
        readerAgeGroup: book.inputs.readerAgeGroup,
        characters: await castOf(book),
        variant,
      });
      png = drawn.png;
    } catch (error) {
      if (!givesUp(error, context)) throw error;
      console.error(`Image ${page}/${variant} of book ${bookId} failed for good`, error);
      await settle(bookId, page, variant, { status: 'failed', blob: null });
      return;
    }
    const blob = `books/${bookId}/images/${bookId}_${page}${variant ? `_${variant}` : ''}.${randomUUID()}.png`;
    await blobs.put(blob, png, 'image/png');
    const kept = await settle(bookId, page, variant, { status: 'ready', blob });
    if (!kept) await blobs.delete(blob);
  }

  /** Settles an image that is still pending; false when another delivery got there first. */
  async function settle(
    bookId: string,
    page: number,
    variant: number,
    result: { status: 'ready' | 'failed'; blob: string | null },
  ) {
    return store.runTransaction(async (tx) => {
      const data = await tx.get(bookPath(bookId));
      if (!data) return false;
      const book = fromDoc(data, bookId);
      if (imageStateOf(book, page, variant)?.status !== 'pending') return false;
      if (variant === 0) {
        const pages = book.pages.map((p, i) => (i === page - 1 ? result : p));
        tx.update(bookPath(bookId), {
          pages: asJson(pages),
          imagesReady: pages.filter((p) => p.status === 'ready').length,
        });
      } else {
        const key = String(page);
        const redos = (book.redos[key] ?? []).map((r) => (r.variant === variant ? { ...r, ...result } : r));
        tx.update(bookPath(bookId), { redos: asJson({ ...book.redos, [key]: redos }) });
      }
      return true;
    });
  }

  return { writeStory, illustratePage: draw, redrawPage: draw };
}
