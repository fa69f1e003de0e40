import type { ArtStyle } from '../../contract/artStyle.js';
import { RESTYLE_COST, RESTYLE_MESSAGES, type RestyleStatusResponse } from '../../contract/restyle.js';
import { creditsService } from '../../credits/index.js';
import type { Caller } from '../../ports/identity.js';
import type { Deps } from '../../ports/index.js';
import { Invalid, LimitReached } from '../../shared/domainErrors.js';
import { asJson, bookPath, type RestyleRecord } from '../book.js';
import { ownBook } from '../ownBook.js';
import { enqueueRestyle } from './queue.js';
import {
  isRepeat,
  restyleRedos,
  restyleRefusal,
  restyleStatusOf,
  restyleView,
  selectionAfter,
  withStylesKept,
} from './rules.js';

/**
 * Restyling a whole book (issue 28, item 3): one credit, spent in the transaction that adds a
 * new picture to every page; the pictures are drawn by the same tasks as redos, after the
 * restyle's cast sheet. The book's style changes only when the parent uses the new pictures.
 */
export function restyleService(deps: Pick<Deps, 'store' | 'tasks' | 'clock'>) {
  const { store, clock } = deps;
  const credits = creditsService(deps);

  return {
    /** POST /user/restyleStatus */
    async status(caller: Caller, bookId: string): Promise<RestyleStatusResponse> {
      return restyleView(bookId, await ownBook(store, caller, bookId));
    },

    /**
     * POST /user/restyleStory: refusals (400, 403 without credit) change nothing; the same
     * request again while it is drawn answers as it stands and spends nothing.
     */
    async restyle(caller: Caller, bookId: string, to: ArtStyle): Promise<RestyleStatusResponse> {
      const restyle = await store.runTransaction(async (tx) => {
        const book = await ownBook(tx, caller, bookId);
        const balance = await credits.balanceIn(tx, caller.uid);
        if (isRepeat(book, to)) return book.restyle as RestyleRecord;
        const refusal = restyleRefusal(book, to);
        if (refusal) throw new Invalid(refusal);
        if (balance < RESTYLE_COST) throw new LimitReached(RESTYLE_MESSAGES.noCredit, 'not_enough_credits');
        const number = (book.restyle?.number ?? 0) + 1;
        const { redos, variants } = restyleRedos(bookId, book, to, number);
        const record: RestyleRecord = {
          number,
          from: book.inputs.artStyle,
          to,
          status: 'sheet',
          variants,
          previous: book.selected,
          sheet: null,
          previousSheet: book.referenceSheet ?? null,
          requestedAt: clock.now().toISOString(),
        };
        await credits.spend(tx, caller.uid, RESTYLE_COST, 'book-restyled', bookId);
        tx.update(bookPath(bookId), {
          redos: asJson(redos),
          restyle: asJson(record),
          lastUsedAt: record.requestedAt,
        });
        return record;
      });
      // Queued on every answer (ids make it once): a repeat heals a request whose queueing failed.
      await enqueueRestyle(deps, bookId, caller.uid, restyle);
      return this.status(caller, bookId);
    },

    /**
     * POST /user/chooseRestyle: 'new' puts every drawn new picture in the book and the book takes
     * the new style; 'old' puts back the pictures it had. Either may be chosen again later.
     */
    async choose(caller: Caller, bookId: string, use: 'new' | 'old'): Promise<RestyleStatusResponse> {
      await store.runTransaction(async (tx) => {
        const book = await ownBook(tx, caller, bookId);
        const restyle = book.restyle;
        const status = restyleStatusOf(book);
        if (!restyle || status === 'none') throw new Invalid(RESTYLE_MESSAGES.notRestyled);
        if (status === 'drawing') throw new Invalid(RESTYLE_MESSAGES.notDrawn);
        const now = clock.now().toISOString();
        const style = use === 'new' ? restyle.to : restyle.from;
        const changes = book.inputs.artStyle !== style;
        // The pictures keep the style they were drawn in before the book's style moves on.
        const kept = changes ? withStylesKept(book, book.inputs.artStyle) : null;
        const history = book.artStyleHistory?.length
          ? book.artStyleHistory
          : [{ artStyle: book.inputs.artStyle, since: book.savedAt ?? book.createdAt }];
        tx.update(bookPath(bookId), {
          selected: selectionAfter(bookId, book, use),
          restyle: asJson({ ...restyle, status: use === 'new' ? 'used' : 'kept' }),
          lastUsedAt: now,
          ...(kept
            ? {
                pages: asJson(kept.pages),
                redos: asJson(kept.redos),
                inputs: asJson({ ...book.inputs, artStyle: style }),
                artStyleHistory: asJson([...history, { artStyle: style, since: now }]),
                // Later redos are drawn to the cast sheet of the style the book is in.
                ...(use === 'new' && restyle.sheet ? { referenceSheet: restyle.sheet } : {}),
                ...(use === 'old' && restyle.sheet ? { referenceSheet: restyle.previousSheet } : {}),
              }
            : {}),
        });
      });
      return this.status(caller, bookId);
    },
  };
}
