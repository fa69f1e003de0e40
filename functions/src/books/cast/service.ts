import { CAST_MESSAGES, CAST_SHEETS_FREE, type CastStatusResponse } from '../../contract/cast.js';
import { keepApprovedSheet } from '../../characters/index.js';
import type { Caller } from '../../ports/identity.js';
import type { Deps } from '../../ports/index.js';
import { Conflict, LimitReached, NotFound } from '../../shared/domainErrors.js';
import { bookPath } from '../book.js';
import { enqueuePages } from '../images/queue.js';
import { joinLine } from '../images/line.js';
import { ownBook } from '../ownBook.js';

/**
 * Approving a book's cast before its pages (issue 27): the parent sees the sheet, approves it
 * (the pages are drawn, and the saved characters keep it for their next book) or asks for
 * another, up to CAST_SHEETS_FREE sheets in all.
 */
export function castService(deps: Pick<Deps, 'store' | 'blobs' | 'tasks' | 'clock'>) {
  const { store, blobs } = deps;

  return {
    /** POST /user/castStatus */
    async status(caller: Caller, bookId: string): Promise<CastStatusResponse> {
      const review = (await ownBook(store, caller, bookId)).castReview ?? null;
      const sheets = review?.sheets ?? 0;
      return {
        status: review?.status ?? 'none',
        sheets,
        sheetsLeft: review?.status === 'waiting' ? Math.max(0, CAST_SHEETS_FREE - sheets) : 0,
      };
    },

    /** POST /user/castSheet: the book's character sheet, 404 until it is drawn. */
    async sheet(caller: Caller, bookId: string) {
      const book = await ownBook(store, caller, bookId);
      const sheet = book.referenceSheet ? await blobs.get(book.referenceSheet) : null;
      if (!sheet || book.castReview?.status === 'drawing') throw new NotFound(CAST_MESSAGES.noSheet);
      return sheet;
    },

    /** POST /user/approveCast: the pages are drawn; approving twice changes nothing. */
    async approve(caller: Caller, bookId: string): Promise<CastStatusResponse> {
      const approved = await store.runTransaction(async (tx) => {
        const book = await ownBook(tx, caller, bookId);
        const review = book.castReview;
        if (!review) throw new Conflict(CAST_MESSAGES.noReview);
        if (review.status === 'drawing') throw new Conflict(CAST_MESSAGES.drawing);
        if (review.status === 'approved') return null;
        tx.update(bookPath(bookId), { castReview: { status: 'approved', sheets: review.sheets } });
        return book;
      });
      await enqueuePages(deps, bookId, { uid: caller.uid, lane: 'interactive' });
      if (approved?.referenceSheet) {
        const sheet = await blobs.get(approved.referenceSheet);
        if (sheet)
          await keepApprovedSheet(
            deps,
            caller.uid,
            approved.inputs.characters.map((c) => c.key),
            sheet,
          );
      }
      return this.status(caller, bookId);
    },

    /** POST /user/redrawCast: another sheet, while the book waits and sheets are left. */
    async redraw(caller: Caller, bookId: string): Promise<CastStatusResponse> {
      const sheets = await store.runTransaction(async (tx) => {
        const review = (await ownBook(tx, caller, bookId)).castReview;
        if (!review || review.status === 'approved') throw new Conflict(CAST_MESSAGES.noReview);
        if (review.status === 'drawing') throw new Conflict(CAST_MESSAGES.drawing);
        if (review.sheets >= CAST_SHEETS_FREE) throw new LimitReached(CAST_MESSAGES.noSheetsLeft);
        tx.update(bookPath(bookId), { castReview: { status: 'drawing', sheets: review.sheets } });
        return review.sheets;
      });
      await joinLine(
        deps,
        'interactive',
        { bookId, uid: caller.uid },
        { id: `sheet-${bookId}-again-${sheets}` },
      );
      return this.status(caller, bookId);
    },
  };
}
