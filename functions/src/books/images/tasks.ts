import { randomUUID } from 'node:crypto';
import type { Deps } from '../../ports/index.js';
import type { TaskContext } from '../../ports/taskQueue.js';
import { givesUp } from '../../tasks/givesUp.js';
import {
  asJson,
  BOOK_BLOBS,
  bookPath,
  fromDoc,
  imageStateOf,
  type BookRecord,
  type PageCheck,
} from '../book.js';
import { EngineError } from '../../ports/engineError.js';
import type { EarlierSheet, IllustrationRequest, ReferenceSheetRequest } from '../../ports/illustrator.js';
import { enqueuePages, laneOfBook } from './queue.js';
import { enterModel, joinLine, leaveLine, type Drawing, type Lane } from './line.js';
import { enqueueRestylePages } from '../restyle/queue.js';
import { storyReadyNotice } from './storyReady.js';
import { libraryService } from '../library/service.js';
import { earlierApprovedSheets, sharedApprovedSheet } from '../../characters/index.js';
import { checkRequestFor, illustrationRequestFor } from './request.js';
import { drawChecked, type CheckedDrawing } from './checkedDrawing.js';

/** A rate-limited drawing waits and tries again this many times before it counts as failing. */
export const MAX_DEFERRALS = 8;
const deferSeconds = (n: number) => Math.min(600, 30 * 2 ** n);
/** Earlier approved sheets sent with a new cast's sheet: images in a Gemini prompt are few. */
const EARLIER_SHEETS = 2;

/** A reference sheet of the cast a page request draws, in a style, beside earlier approved sheets. */
function sheetRequest(
  bookId: string,
  request: IllustrationRequest,
  artStyle: IllustrationRequest['artStyle'],
  earlier: EarlierSheet[],
): ReferenceSheetRequest {
  return {
    bookId,
    storyType: request.storyType,
    appearanceValue: request.appearanceValue,
    readerAgeGroup: request.readerAgeGroup,
    characters: request.characters,
    ...(request.looks ? { looks: request.looks } : {}),
    artStyle,
    ...(earlier.length > 0 ? { earlier } : {}),
  };
}

/** The drawReferenceSheet, illustratePage and redrawPage queues' work. */
export function imageTasks(
  deps: Pick<Deps, 'settings' | 'store' | 'blobs' | 'clock' | 'illustrator' | 'tasks' | 'logger'> &
    Partial<Pick<Deps, 'checker'>>,
) {
  // The queue is read when used: the in-process runner is built after these handlers.
  const { store, blobs, illustrator, logger } = deps;
  const checking = {
    illustrator,
    // The sheet's queue is wired without a checker: it never draws a page.
    checker: deps.checker ?? null,
    logger,
    minScore: deps.settings.pageCheckMinScore,
  };

  /**
   * The cast sheet an image is drawn to, when one was drawn: a restyle's new picture uses that
   * restyle's sheet (drawn in its style; none if it failed), every other image the book's.
   */
  async function referenceOf(book: BookRecord, page: number, variant: number) {
    const state = imageStateOf(book, page, variant);
    const restyle = state && 'restyle' in state && state.restyle ? state.restyle : null;
    const path = restyle
      ? book.restyle?.number === restyle
        ? book.restyle.sheet
        : null
      : book.referenceSheet;
    const blob = path ? await blobs.get(path) : null;
    return blob ? { reference: { bytes: blob.bytes, contentType: blob.contentType } } : {};
  }

  /**
   * A 429 is the shared quota, not this page's fault: the drawing is put off with a growing
   * wait instead of using up the queue's attempts. Answers false once it was put off too often.
   */
  async function defer(
    lane: Lane,
    uid: string,
    bookId: string,
    page: number,
    variant: number,
  ): Promise<boolean> {
    const n = await store.runTransaction(async (tx) => {
      const data = await tx.get(bookPath(bookId));
      if (!data) return null;
      const book = fromDoc(data, bookId);
      const state = imageStateOf(book, page, variant);
      if (state?.status !== 'pending' || (state.deferrals ?? 0) >= MAX_DEFERRALS) return null;
      const deferrals = (state.deferrals ?? 0) + 1;
      if (variant === 0) {
        const pages = book.pages.map((p, i) => (i === page - 1 ? { ...p, deferrals } : p));
        tx.update(bookPath(bookId), { pages: asJson(pages) });
      } else {
        const key = String(page);
        const redos = (book.redos[key] ?? []).map((r) => (r.variant === variant ? { ...r, deferrals } : r));
        tx.update(bookPath(bookId), { redos: asJson({ ...book.redos, [key]: redos }) });
      }
      return deferrals;
    });
    if (n === null) return false;
    // It waits in its place in the line, on its own lane's queue.
    await joinLine(
      deps,
      lane,
      { bookId, uid, page, variant },
      {
        id: `defer-${bookId}-${page}-${variant}-${n}`,
        delaySeconds: deferSeconds(n),
      },
    );
    logger.warn(`Image ${page}/${variant} of book ${bookId} rate limited; drawing again later`, {
      bookId,
      page,
      variant,
      delaySeconds: deferSeconds(n),
    });
    return true;
  }

  /** The sheet, like a page, waits out a rate limit instead of using up its attempts. */
  async function deferSheet(lane: Lane, uid: string, bookId: string): Promise<boolean> {
    const n = await store.runTransaction(async (tx) => {
      const data = await tx.get(bookPath(bookId));
      const done = Number(data?.sheetDeferrals ?? 0);
      if (!data || done >= MAX_DEFERRALS) return null;
      tx.update(bookPath(bookId), { sheetDeferrals: done + 1 });
      return done + 1;
    });
    if (n === null) return false;
    await joinLine(
      deps,
      lane,
      { bookId, uid },
      { id: `sheet-${bookId}-${n}`, delaySeconds: deferSeconds(n) },
    );
    return true;
  }

  /**
   * A sheet that failed: true when a rate limit put it back in line; else a failure for good is
   * logged (the pages are drawn without the sheet) and any other is thrown to be tried again.
   */
  async function deferredOrGivenUp(
    error: unknown,
    context: TaskContext,
    bookId: string,
    defer: () => Promise<boolean>,
    failed: string,
  ): Promise<boolean> {
    if (error instanceof EngineError && error.reason === 'rate-limited' && (await defer())) return true;
    if (!givesUp(error, context)) throw error;
    logger.error(failed, { bookId, attempt: context.attempt, error });
    return false;
  }

  /** The sheet this book's saved characters were approved on together, when they were. */
  async function savedSheetOf(book: BookRecord) {
    return sharedApprovedSheet(
      deps,
      book.ownerUid,
      book.inputs.characters.map((c) => c.key),
    );
  }

  /**
   * drawReferenceSheet: the cast of a saved book on one sheet, stored with the book, then its
   * pages. Without a sheet (the engine draws none, or it failed for good) the pages still come.
   * A book in cast review instead waits for the parent (approveCast queues the pages); a redraw
   * the parent asked for draws the sheet again. A cast of saved characters approved together
   * before reuses their sheet.
   */
  async function drawSheet(
    lane: Lane,
    { bookId, restyle, step }: { bookId: string; restyle?: number; step?: number },
    context: TaskContext,
  ) {
    if (restyle) return drawRestyleSheet(lane, bookId, restyle, step, context);
    const data = await store.get(bookPath(bookId));
    const book = data ? fromDoc(data, bookId) : null;
    if (!book?.story || book.status !== 'saved') return leaveLine(deps, { bookId, uid: '' });
    const owner = { uid: book.ownerUid, lane: laneOfBook(book) };
    const line: Drawing = { bookId, uid: book.ownerUid };
    const review = book.castReview ?? null;
    if (review && review.status !== 'drawing') {
      // A repeated delivery: the sheet is drawn (and maybe approved) already.
      await leaveLine(deps, line);
      if (review.status === 'approved') await enqueuePages(deps, bookId, owner);
      return;
    }
    const again = review !== null && review.sheets > 0;
    let drawn = Boolean(book.referenceSheet) && !again;
    // Only a drawing that calls the model waits its turn in the line.
    if (!drawn && illustrator.drawReferenceSheet && !(await enterModel(deps, lane, line, step))) return;
    if (!drawn && illustrator.drawReferenceSheet) {
      try {
        const saved = again ? null : await savedSheetOf(book);
        const request = await illustrationRequestFor(blobs, bookId, book, 1, 0);
        // A new mix of saved characters is drawn as their earlier approved sheets show them
        // (not on 'Draw them again': the parent asked for a fresh look).
        const earlier =
          saved || again
            ? []
            : await earlierApprovedSheets(deps, book.ownerUid, book.inputs.characters, EARLIER_SHEETS);
        const sheet = saved
          ? { png: saved.bytes }
          : await illustrator.drawReferenceSheet(sheetRequest(bookId, request, request.artStyle, earlier));
        const blob = BOOK_BLOBS.referenceSheet(bookId);
        await blobs.put(blob, sheet.png, 'image/png');
        await store.update(bookPath(bookId), { referenceSheet: blob });
        drawn = true;
      } catch (error) {
        const failed = `The reference sheet of book ${bookId} failed; its pages are drawn without it`;
        if (
          await deferredOrGivenUp(
            error,
            context,
            bookId,
            () => deferSheet(lane, book.ownerUid, bookId),
            failed,
          )
        )
          return;
      }
    }
    if (review && drawn) {
      await leaveLine(deps, line);
      await store.runTransaction(async (tx) => {
        const current = await tx.get(bookPath(bookId));
        const now = current ? fromDoc(current, bookId).castReview : null;
        if (now?.status === 'drawing')
          tx.update(bookPath(bookId), { castReview: { status: 'waiting', sheets: now.sheets + 1 } });
      });
      return;
    }
    // No sheet to approve (it failed for good): the pages come as they would without review.
    if (review)
      await store.update(bookPath(bookId), { castReview: { status: 'approved', sheets: review.sheets } });
    // The pages join the line before the sheet (which counts them) leaves it: a save in between
    // would otherwise see the line ten drawings shorter than it is.
    await enqueuePages(deps, bookId, owner);
    await leaveLine(deps, line);
  }

  /**
   * drawReferenceSheet for a restyle (issue 28, item 3): the approved cast drawn again in the new
   * style (Gemini is shown the approved sheet, so faces and clothes stay; the offline engine draws
   * the same look from the book), then the restyle's pages. As with the first drawing, a sheet
   * that fails for good leaves the pages to be drawn without one.
   */
  async function drawRestyleSheet(
    lane: Lane,
    bookId: string,
    number: number,
    step: number | undefined,
    context: TaskContext,
  ) {
    const data = await store.get(bookPath(bookId));
    const book = data ? fromDoc(data, bookId) : null;
    const restyle = book?.restyle;
    const line: Drawing = { bookId, uid: book?.ownerUid ?? '', restyle: number };
    if (!book?.story || !restyle || restyle.number !== number) return leaveLine(deps, line);
    if (restyle.status !== 'sheet') {
      // A repeated delivery after the sheet was settled: its pages are queued (ids make it once).
      await leaveLine(deps, line);
      if (restyle.status === 'drawing') await enqueueRestylePages(deps, bookId, book.ownerUid, restyle);
      return;
    }
    if (illustrator.drawReferenceSheet && !(await enterModel(deps, lane, line, step))) return;
    let sheet: string | null = null;
    if (illustrator.drawReferenceSheet) {
      try {
        const request = await illustrationRequestFor(blobs, bookId, book, 1, 0);
        const approved = book.referenceSheet ? await blobs.get(book.referenceSheet) : null;
        const earlier = approved
          ? [
              {
                names: request.characters.map((c) => c.name),
                image: { bytes: approved.bytes, contentType: approved.contentType },
              },
            ]
          : [];
        const drawn = await illustrator.drawReferenceSheet(
          sheetRequest(bookId, request, restyle.to, earlier),
        );
        sheet = BOOK_BLOBS.restyleSheet(bookId, number);
        await blobs.put(sheet, drawn.png, 'image/png');
      } catch (error) {
        const failed = `The restyled sheet of book ${bookId} failed; its pages are drawn without it`;
        const defer = () => deferRestyleSheet(lane, book.ownerUid, bookId, number);
        if (await deferredOrGivenUp(error, context, bookId, defer, failed)) return;
      }
    }
    await leaveLine(deps, line);
    const settled = await store.runTransaction(async (tx) => {
      const current = await tx.get(bookPath(bookId));
      const now = current ? fromDoc(current, bookId).restyle : null;
      if (!now || now.number !== number) return null;
      if (now.status !== 'sheet') return now;
      const next = { ...now, status: 'drawing' as const, sheet };
      tx.update(bookPath(bookId), { restyle: asJson(next) });
      return next;
    });
    if (settled?.status === 'drawing') await enqueueRestylePages(deps, bookId, book.ownerUid, settled);
  }

  /** A restyle's sheet waits out a rate limit like the book's first sheet. */
  async function deferRestyleSheet(
    lane: Lane,
    uid: string,
    bookId: string,
    number: number,
  ): Promise<boolean> {
    const n = await store.runTransaction(async (tx) => {
      const data = await tx.get(bookPath(bookId));
      const restyle = data ? fromDoc(data, bookId).restyle : null;
      const done = restyle?.sheetDeferrals ?? 0;
      if (!restyle || restyle.number !== number || restyle.status !== 'sheet' || done >= MAX_DEFERRALS)
        return null;
      tx.update(bookPath(bookId), { restyle: asJson({ ...restyle, sheetDeferrals: done + 1 }) });
      return done + 1;
    });
    if (n === null) return false;
    await joinLine(
      deps,
      lane,
      { bookId, uid, restyle: number },
      { id: `restyle-sheet-${bookId}-${number}-${n}`, delaySeconds: deferSeconds(n) },
    );
    return true;
  }

  /**
   * Draws one image of a saved book: an original page (variant 0) or a redo. The image goes to
   * a fresh blob name and only becomes the image in a transaction that finds it still pending,
   * so a task delivered twice never makes a second image.
   */
  async function draw(
    lane: Lane,
    { bookId, page, variant = 0, step }: { bookId: string; page: number; variant?: number; step?: number },
    context: TaskContext,
  ) {
    const data = await store.get(bookPath(bookId));
    const book = data ? fromDoc(data, bookId) : null;
    const line: Drawing = { bookId, uid: book?.ownerUid ?? '', page, variant };
    if (!book?.story || book.status !== 'saved') return leaveLine(deps, line);
    const state = imageStateOf(book, page, variant);
    if (state?.status !== 'pending') {
      await leaveLine(deps, line);
      // A redelivery after the image was kept: tidy what a killed attempt may have left.
      if (state?.status === 'ready' && state.blob) await removeStrays(bookId, page, variant, state.blob);
      return;
    }
    // Its turn in the line (issue 46): parents first, each account its share of the quota.
    if (!(await enterModel(deps, lane, line, step))) return;
    let drawn: CheckedDrawing;
    try {
      const request = {
        ...(await illustrationRequestFor(blobs, bookId, book, page, variant)),
        ...(await referenceOf(book, page, variant)),
      };
      drawn = await drawChecked(checking, request, (png) => checkRequestFor(request, png));
    } catch (error) {
      if (
        error instanceof EngineError &&
        error.reason === 'rate-limited' &&
        (await defer(lane, book.ownerUid, bookId, page, variant))
      )
        return;
      if (!givesUp(error, context)) throw error;
      logger.error(`Image ${page}/${variant} of book ${bookId} failed for good`, {
        bookId,
        page,
        variant,
        attempt: context.attempt,
        error,
      });
      const failed = await settle(bookId, page, variant, { status: 'failed', blob: null });
      await leaveLine(deps, line);
      if (failed === 'finished') await storyReadyNotice(deps).finished(bookId);
      return;
    }
    const blob = BOOK_BLOBS.image(bookId, page, variant, randomUUID());
    await blobs.put(blob, drawn.png, 'image/png');
    const kept = await settle(bookId, page, variant, {
      status: 'ready',
      blob,
      engine: illustrator.description,
      ...(drawn.check ? { check: drawn.check } : {}),
    });
    await leaveLine(deps, line);
    if (!kept) await blobs.delete(blob);
    else await removeStrays(bookId, page, variant, blob);
    if (kept === 'finished') {
      await storyReadyNotice(deps).finished(bookId);
      await finishClassBook(bookId);
    }
  }

  /** A class's book has no editor to finish it: its PDF is built once its last page is drawn. */
  async function finishClassBook(bookId: string) {
    try {
      await libraryService(deps).finishClassBook(bookId);
    } catch (error) {
      // The class page keeps it 'drawing'; its ZIP or Download PDF builds it later.
      logger.error(`The PDF of class book ${bookId} could not be built`, { bookId, error });
    }
  }

  /**
   * Deletes other drawings of this image: an attempt killed between storing its PNG and settling
   * leaves one behind (a fresh name each time), so a page ends with exactly one drawing.
   */
  async function removeStrays(bookId: string, page: number, variant: number, kept: string) {
    const name = BOOK_BLOBS.image(bookId, page, variant, '');
    const prefix = name.slice(0, name.lastIndexOf('/') + 1);
    const stem = name.slice(prefix.length, -'.png'.length);
    const strays = (await blobs.list(prefix)).filter(
      (p) => p !== kept && p.slice(prefix.length).startsWith(stem) && p.endsWith('.png'),
    );
    await Promise.all(strays.map((p) => blobs.delete(p)));
  }

  /**
   * Settles an image that is still pending; false when another delivery got there first,
   * 'finished' when it was the book's last page still being drawn.
   */
  async function settle(
    bookId: string,
    page: number,
    variant: number,
    result: { status: 'ready' | 'failed'; blob: string | null; engine?: string; check?: PageCheck },
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
        return pages.every((p) => p.status !== 'pending') ? ('finished' as const) : true;
      } else {
        const key = String(page);
        const redos = (book.redos[key] ?? []).map((r) => (r.variant === variant ? { ...r, ...result } : r));
        tx.update(bookPath(bookId), { redos: asJson({ ...book.redos, [key]: redos }) });
      }
      return true;
    });
  }

  type SheetTask = { bookId: string; restyle?: number; step?: number };
  type ImageTask = { bookId: string; page: number; variant?: number; step?: number };
  return {
    /** illustratePage, redrawPage: a parent's own book's image. */
    draw: (task: ImageTask, context: TaskContext) => draw('interactive', task, context),
    /** drawReferenceSheet: a parent's own book's cast sheet. */
    drawSheet: (task: SheetTask, context: TaskContext) => drawSheet('interactive', task, context),
    /** drawBatch: a sheet (no page) or an image of work nobody is watching yet. */
    drawBatch: (
      task: { bookId: string; page?: number; variant?: number; restyle?: number; step?: number },
      context: TaskContext,
    ) =>
      task.page === undefined
        ? drawSheet('batch', { bookId: task.bookId, restyle: task.restyle, step: task.step }, context)
        : draw(
            'batch',
            { bookId: task.bookId, page: task.page, variant: task.variant ?? 0, step: task.step },
            context,
          ),
  };
}
