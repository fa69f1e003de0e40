import {
  BASIC_REDO_LIMIT,
  EDITOR_REDO_LIMIT,
  REDO_MESSAGES,
  type ReDoResponse,
} from '../../contract/library.js';
import type { ImageRef } from '../../contract/books.js';
import type { Caller } from '../../ports/identity.js';
import type { Deps } from '../../ports/index.js';
import { Failed, Invalid, LimitReached, NotFound, NotReady } from '../../shared/domainErrors.js';
import { bookWait, joinLine } from './line.js';
import { laneOfBook } from './queue.js';
import { asJson, BOOK_MESSAGES, bookPath, imageStateOf, type BookRecord } from '../book.js';
import { screenImage } from './screenImage.js';
import { storyReadyNotice } from './storyReady.js';
import { ownBook } from '../ownBook.js';

export { REDO_MESSAGES };

/** The book's pictures still to draw: its pages and redos pending. */
function pendingPictures(book: BookRecord): number {
  const pages = book.pages.filter((p) => p.status === 'pending').length;
  const redos = Object.values(book.redos)
    .flat()
    .filter((r) => r.status === 'pending').length;
  return pages + redos;
}

/** basic: the review screen (its own limit); editor: the description editors. */
export type RedoKind = 'basic' | 'editor';

/** Drawing a book's images: each page's picture, its redos and the chosen one of each page. */
/** A redo's description goes to the illustrator like create's details: the same word list screens it. */
export function redoDescriptionRefusal(words: string[]): string {
  return `Please Try Again: the description contains inappropriate language (${words.join(', ')}).`;
}

export function imagesService(
  deps: Pick<Deps, 'store' | 'blobs' | 'tasks' | 'clock' | 'moderator' | 'settings'>,
) {
  const { store, blobs, moderator } = deps;
  const readyNotice = storyReadyNotice(deps);

  return {
    /**
     * POST /user/imageOutput: the page's PNG once drawn, 404 'not ready' before. A drawing larger
     * than a screen needs (the image model's 4K, kept for print) is answered at screen size.
     */
    async imageOutput(caller: Caller, image: ImageRef) {
      const book = await ownBook(store, caller, image.bookId);
      const state = imageStateOf(book, image.page, image.variant);
      if (state?.status === 'failed') throw new Failed(BOOK_MESSAGES.imageFailed, 'image_failed');
      if (!state || state.status !== 'ready' || !state.blob) {
        // The parent's page is waiting for this drawing: no story-ready email while they watch.
        if (state?.status !== 'pending') throw new NotReady(BOOK_MESSAGES.notReady);
        await readyNotice.seen(image.bookId);
        // Issue 46: where the book's pictures are in the line, beside 'not ready'.
        const restyled = 'restyle' in state && Boolean(state.restyle);
        const lane = restyled ? 'batch' : laneOfBook(book);
        const wait = await bookWait(deps, lane, image.bookId, pendingPictures(book));
        throw new NotReady(BOOK_MESSAGES.notReady, { wait: { ...wait } });
      }
      const file = await screenImage(blobs, state.blob);
      if (!file) throw new NotReady(BOOK_MESSAGES.notReady);
      return file;
    },

    /**
     * A redo of one page: the counter check, the increment and the new variant are one
     * transaction, so concurrent redos never pass the limit; the drawing runs as a task.
     * An empty description means the page's stored one (the contract refuses it for the editors).
     */
    async redo(
      caller: Caller,
      bookId: string,
      pageIndex: number,
      description: string,
      kind: RedoKind,
    ): Promise<ReDoResponse> {
      if (description) {
        // Checked before anything is spent: a refused description changes nothing.
        const verdict = await moderator.check([description]);
        if (!verdict.ok) throw new Invalid(redoDescriptionRefusal(verdict.offending), 'inappropriate_words');
      }
      const limit = kind === 'basic' ? BASIC_REDO_LIMIT : EDITOR_REDO_LIMIT;
      const page = pageIndex + 1;
      const result = await store.runTransaction(async (tx) => {
        const book = await ownBook(tx, caller, bookId);
        if (!book.creditSpent || !book.story) throw new NotFound(REDO_MESSAGES.notSaved, 'book_not_saved');
        if (book.redosUsed >= limit) throw new LimitReached(REDO_MESSAGES.limit(limit), 'redo_limit_reached');
        const legend = description || book.story.legends[pageIndex] || book.story.paragraphs[pageIndex] || '';
        const pageRedos = book.redos[String(page)] ?? [];
        const variant = pageRedos.length + 1;
        const legends = book.story.legends.map((l, i) => (i === pageIndex && kind === 'editor' ? legend : l));
        tx.update(bookPath(bookId), {
          redosUsed: book.redosUsed + 1,
          redos: asJson({
            ...book.redos,
            [String(page)]: [...pageRedos, { variant, status: 'pending', blob: null, legend }],
          }),
          story: asJson({ ...book.story, legends }),
          lastUsedAt: deps.clock.now().toISOString(),
        });
        return { updatedCounter: book.redosUsed + 1, variant };
      });
      await joinLine(
        deps,
        'interactive',
        { bookId, uid: caller.uid, page, variant: result.variant },
        { id: `redraw-${bookId}-${page}-${result.variant}` },
      );
      return { updatedCounter: result.updatedCounter, updatedBookId: `${bookId}_${page}_${result.variant}` };
    },

    /** POST /user/saveSelectedImageNumber: the page's chosen image, an original or a drawn redo. */
    async select(caller: Caller, image: ImageRef): Promise<{ saved: true }> {
      await store.runTransaction(async (tx) => {
        const book = await ownBook(tx, caller, image.bookId);
        const state = imageStateOf(book, image.page, image.variant);
        if (!state || state.status !== 'ready') throw new NotFound(BOOK_MESSAGES.notSaved, 'book_not_saved');
        const selected = book.selected.map((id, i) => (i === image.page - 1 ? image.imageId : id));
        tx.update(bookPath(image.bookId), { selected, lastUsedAt: deps.clock.now().toISOString() });
      });
      return { saved: true };
    },
  };
}
