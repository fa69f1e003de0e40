/**
 * The drawing line's pure rules (issue 46): which lane a drawing waits in, whether a delivered
 * drawing task may start its model call now or steps back, and how long a book's pictures will
 * take. The store-facing side is line.ts; docs/capacity.md explains the design.
 */
import { drawingsPerSecond, ownPicturesSeconds } from '../../shared/drawingPace.js';
import type { DrawingSettings } from '../../shared/settings.js';

/**
 * interactive: a parent's own book (its sheet, its ten pages, a redo, a cast redrawn);
 * batch: work nobody is watching yet (class books, restyles, pages the sweep queues again).
 */
export type Lane = 'interactive' | 'batch';

/** What the line knows when a drawing task is delivered (two small, capped queries). */
export interface LineView {
  lane: Lane;
  /** Another account has a drawing waiting in this lane. */
  othersWaiting: boolean;
  /** For batch work: parents' drawings waiting or drawing now. */
  interactiveActive: boolean;
}

export type Reason = 'fair-share' | 'parents-first';

/** A task over its account's fair share looks again this soon (another account is waiting). */
export const FAIR_SHARE_DELAY_SECONDS = 5;
/** Batch work steps back this long while parents' books are drawn. */
export const BATCH_YIELD_SECONDS = 15;

/**
 * A limit a delivered drawing is under: it may start only by taking one of `places` places of
 * `group` (line.ts keeps each place as a document a drawing holds while in the model), else it
 * steps back for `delaySeconds`.
 */
export interface Limit {
  group: string;
  places: number;
  reason: Reason;
  delaySeconds: number;
}

/**
 * The limits that apply now; none when nobody else is waiting (a drawing alone goes at once).
 * - Batch work yields while parents' drawings are waiting or drawing, except a reserve of
 *   `batchReserve` batch drawings at once (so a class still moves on a busy evening).
 * - In either lane an account may hold `perAccount` drawings in the model while another account
 *   waits in the same lane; alone it may use the whole quota.
 */
export function limitsFor(
  view: LineView,
  uid: string,
  settings: Pick<DrawingSettings, 'perAccount' | 'batchReserve'>,
): Limit[] {
  const limits: Limit[] = [];
  if (view.lane === 'batch' && view.interactiveActive)
    limits.push({
      group: 'batch',
      places: settings.batchReserve,
      reason: 'parents-first',
      delaySeconds: BATCH_YIELD_SECONDS,
    });
  if (view.othersWaiting)
    limits.push({
      group: `account-${uid}`,
      places: settings.perAccount,
      reason: 'fair-share',
      delaySeconds: FAIR_SHARE_DELAY_SECONDS,
    });
  return limits;
}

export interface PictureWait {
  /** Drawings of other books before this book's first waiting picture. */
  ahead: number;
  /** This book's pictures still to draw. */
  mine: number;
  /** Seconds until the last of them is likely drawn. */
  seconds: number;
  /** The words the parent reads, e.g. 'about 2 minutes'. */
  label: string;
}

/**
 * The honest estimate: everything ahead in the lane at the lane's pace, then the book's own
 * pictures as they are drawn (ownPicturesSeconds: a lone book 48 s, where counting its 11
 * drawings at the quota's pace said 29 s).
 * A parent's lane has the whole quota (batch work yields to it); a batch lane is assumed to get
 * it too (a class drawn while parents wait takes longer than said, and is not watched).
 */
export function pictureWait(
  ahead: number,
  mine: number,
  settings: Pick<DrawingSettings, 'concurrency' | 'dispatchesPerSecond' | 'secondsPerDrawing'>,
): PictureWait {
  const seconds =
    mine === 0 ? 0 : Math.ceil(ahead / drawingsPerSecond(settings) + ownPicturesSeconds(mine, settings));
  return { ahead, mine, seconds, label: waitLabel(seconds) };
}

/** 'less than a minute', 'about 1 minute', 'about 7 minutes', 'about 1 hour 20 minutes'. */
export function waitLabel(seconds: number): string {
  if (seconds < 45) return 'less than a minute';
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = Math.round((minutes % 60) / 10) * 10;
  const hourWords = `${hours} hour${hours === 1 ? '' : 's'}`;
  return rest === 0 || rest === 60 ? `about ${hourWords}` : `about ${hourWords} ${rest} minutes`;
}

/** The line is over its limit: a new book is refused before any credit is spent. */
export function lineFull(waiting: number, settings: Pick<DrawingSettings, 'lineLimit'>): boolean {
  return waiting >= settings.lineLimit;
}

/** The refusal's words, with when to try again (the time the line needs to shrink under the limit). */
export function lineFullMessage(
  waiting: number,
  settings: Pick<DrawingSettings, 'lineLimit' | 'concurrency' | 'dispatchesPerSecond' | 'secondsPerDrawing'>,
): { message: string; retryAfterSeconds: number } {
  const excess = Math.max(1, waiting - settings.lineLimit + 10);
  const retryAfterSeconds = Math.max(60, Math.ceil(excess / drawingsPerSecond(settings)));
  return {
    message:
      `Our illustrators are very busy right now (${waiting} pictures are waiting). ` +
      `Your story is kept and no credit was spent: please save it again in ${waitLabel(retryAfterSeconds)}.`,
    retryAfterSeconds,
  };
}
