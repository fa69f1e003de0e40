import { randomUUID } from 'node:crypto';
import type { Deps } from '../../ports/index.js';
import type { TaskContext } from '../../ports/taskQueue.js';
import { givesUp } from '../../tasks/givesUp.js';
import { asJson, BOOK_BLOBS, bookPath, fromDoc, imageStateOf } from '../book.js';
import { illustrationRequestFor } from './request.js';

/** The illustratePage and redrawPage queues' work: drawing one image of a saved book. */
export function imageTasks(deps: Pick<Deps, 'store' | 'blobs' | 'illustrator'>) {
  const { store, blobs, illustrator } = deps;

  /**
   * Draws one image of a saved book: an original page (variant 0) or a redo. The image goes to
   * a fresh blob name and only becomes the image in a transaction that finds it still pending,
   * so a task delivered twice never makes a second image.
   */
  async function draw(
    { bookId, page, variant = 0 }: { bookId: string; page: number; variant?: number },
    context: TaskContext,
  ) {
    const data = await store.get(bookPath(bookId));
    const book = data ? fromDoc(data, bookId) : null;
    if (!book?.story || book.status !== 'saved') return;
    const state = imageStateOf(book, page, variant);
    if (state?.status !== 'pending') return;
    let png: Buffer;
    try {
      const drawn = await illustrator.draw(await illustrationRequestFor(blobs, bookId, book, page, variant));
      png = drawn.png;
    } catch (error) {
      if (!givesUp(error, context)) throw error;
      console.error(`Image ${page}/${variant} of book ${bookId} failed for good`, error);
      await settle(bookId, page, variant, { status: 'failed', blob: null });
      return;
    }
    const blob = BOOK_BLOBS.image(bookId, page, variant, randomUUID());
    await blobs.put(blob, png, 'image/png');
    const kept = await settle(bookId, page, variant, {
      status: 'ready',
      blob,
      engine: illustrator.description,
    });
    if (!kept) await blobs.delete(blob);
  }

  /** Settles an image that is still pending; false when another delivery got there first. */
  async function settle(
    bookId: string,
    page: number,
    variant: number,
    result: { status: 'ready' | 'failed'; blob: string | null; engine?: string },
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

  return { draw };
}
