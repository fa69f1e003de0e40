import {
  BASIC_REDO_LIMIT,
  EDITOR_REDO_LIMIT,
  MAX_LEGEND_LENGTH,
  type LibraryRow,
  type ReDoResponse,
} from '../contract/library.js';
import { HttpError, badRequest, notFound } from '../http/errors.js';
import type { Caller } from '../ports/identity.js';
import type { Deps } from '../ports/index.js';
import { asJson, BOOKS_COLLECTION, bookPath, fromDoc } from './book.js';
import { parseImageId } from './bookId.js';
import { imageBlobOf, ownBook } from './ownBook.js';
import { QUEUES } from './tasks.js';

export const REDO_MESSAGES = {
  noDescription: 'Please provide an image description before redoing the image.',
  limit: (limit: number) => `You have used all ${limit} image regenerations for this book.`,
  notSaved: 'Required data not found. Please try again.',
} as const;

export type RedoKind = 'basic' | 'editor';

export function editService(deps: Pick<Deps, 'store' | 'tasks'>) {
  const { store, tasks } = deps;

  return {
    /** POST /user/createLibrary: saved books, newest first. */
    async library(caller: Caller): Promise<LibraryRow[]> {
      const rows = await store.query(BOOKS_COLLECTION, { where: [['ownerUid', '==', caller.uid]] });
      return rows
        .map((row) => ({ id: row.id, book: fromDoc(row.data, row.id) }))
        .filter(({ book }) => book.creditSpent && book.story)
        .sort((a, b) => Number(b.id) - Number(a.id))
        .map(({ id, book }): LibraryRow => {
          const base: [string, string, 0 | 1] = [id, book.story?.title ?? '', book.generatedPdf];
          return book.creatorName ? [...base, book.creatorName] : base;
        });
    },

    async counter(caller: Caller, bookId: string): Promise<number> {
      return (await ownBook(store, caller, bookId)).redosUsed;
    },

    /**
     * A redo of one page: the counter check, the increment and the new variant are one
     * transaction, so concurrent redos never pass the limit; the drawing runs as a task.
     */
    async redo(
      caller: Caller,
      bookId: string,
      pageIndex: number,
      description: unknown,
      kind: RedoKind,
    ): Promise<ReDoResponse> {
      const legendGiven = typeof description === 'string' ? description.trim() : '';
      if (kind === 'editor' && !legendGiven) throw badRequest(REDO_MESSAGES.noDescription);
      if (legendGiven.length > MAX_LEGEND_LENGTH)
        throw badRequest(`The image description must be at most ${MAX_LEGEND_LENGTH} characters.`);
      const limit = kind === 'basic' ? BASIC_REDO_LIMIT : EDITOR_REDO_LIMIT;
      const page = pageIndex + 1;
      const result = await store.runTransaction(async (tx) => {
        const book = await ownBook(tx, caller, bookId);
        if (!book.creditSpent || !book.story) throw notFound(REDO_MESSAGES.notSaved);
        if (book.redosUsed >= limit) throw new HttpError(403, REDO_MESSAGES.limit(limit));
        const legend = legendGiven || book.story.legends[pageIndex] || book.story.paragraphs[pageIndex] || '';
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
        });
        return { updatedCounter: book.redosUsed + 1, variant };
      });
      await tasks.enqueue(
        QUEUES.redrawPage,
        { bookId, page, variant: result.variant },
        { id: `redraw-${bookId}-${page}-${result.variant}` },
      );
      return { updatedCounter: result.updatedCounter, updatedBookId: `${bookId}_${page}_${result.variant}` };
    },

    /** POST /user/saveSelectedImageNumber: the page's chosen image, an original or a drawn redo. */
    async select(caller: Caller, bookId: string, imageId: string): Promise<{ saved: true }> {
      const image = parseImageId(imageId);
      if (image.bookId !== bookId) throw badRequest('imageId must be an image of this book');
      await store.runTransaction(async (tx) => {
        const book = await ownBook(tx, caller, bookId);
        const state = imageBlobOf(book, image.page, image.variant);
        if (!state || state.status !== 'ready') throw notFound('Required data not found. Please try again.');
        const selected = book.selected.map((id, i) => (i === image.page - 1 ? imageId : id));
        tx.update(bookPath(bookId), { selected });
      });
      return { saved: true };
    },
  };
}
