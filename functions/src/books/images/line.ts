/**
 * The drawing line (issue 46): every drawing on its way to the image model has one small entry
 * in drawLine/{key}, and its task goes to its lane's queue: a parent's own book to the
 * drawReferenceSheet / illustratePage / redrawPage queues, work nobody is watching yet to
 * drawBatch. When a task is delivered it asks the line whether it may start (admission.ts): batch
 * work steps back while parents' drawings wait, an account over its share steps back while
 * another account waits; stepping back is the same task queued again a few seconds later.
 *
 * Safe to deliver twice: an entry is keyed by its drawing, each write sets it whole, and a task
 * queued again is named after the entry and its step, so a second delivery names the same task
 * (Cloud Tasks and the in-process runner accept a name once). Credits never move here.
 * docs/capacity.md has the design; the numbers are settings (shared/settings.ts).
 */
import { AlreadyExistsError, NotFoundError, type DocSnapshot } from '../../ports/documentStore.js';
import type { Deps } from '../../ports/index.js';
import type { EnqueueOptions } from '../../ports/taskQueue.js';
import { enqueueOn } from '../../tasks/queueSpec.js';
import { BOOK_QUEUES, DRAW_LINE_COLLECTION, drawLinePath, drawPlacePath } from '../book.js';
import { limitsFor, pictureWait, type Lane, type Limit, type PictureWait } from './admission.js';

export type { Lane };

/** One drawing: a cast sheet (no page; `restyle` for a restyle's) or an image (page, variant; 0 the original). */
export interface Drawing {
  bookId: string;
  /** The account the book belongs to (fair share is per account). */
  uid: string;
  page?: number;
  variant?: number;
  restyle?: number;
  /**
   * Drawings its task queues once it is drawn (a book's pages after its cast sheet): the line
   * counts them from the start, or a crowd of sheets would look like a short line.
   */
  follows?: number;
}

/** A waiting entry not seen again for this long is a lost task's: the line ignores it. */
export const WAITING_FOR_SECONDS = 20 * 60;
/** A drawing counts as in the model this long at most (the task's 300 s time-out, and a margin). */
export const DRAWING_FOR_SECONDS = 330;
/** A place a save holds counts this long before its cast sheet's task joins the line. */
export const HELD_FOR_SECONDS = 120;
/** How long an instance reuses its look at a lane's length for estimates (a few reads, not one a poll). */
export const SNAPSHOT_SECONDS = 5;

/** A cast sheet (no page): the book's pages follow it into the line. */
const isSheet = (d: Pick<Drawing, 'page'>) => d.page === undefined;

export const lineKey = (d: Pick<Drawing, 'bookId' | 'page' | 'variant' | 'restyle'>) =>
  isSheet(d) ? `${d.bookId}_sheet_${d.restyle ?? 0}` : `${d.bookId}_${d.page}_${d.variant ?? 0}`;

interface Entry {
  lane: Lane;
  uid: string;
  bookId: string;
  /** When the drawing joined the line (kept while it steps back, so it keeps its place). */
  at: string;
  state: 'waiting' | 'drawing';
  /**
   * Work other accounts share the model with: a waiting drawing, or a cast sheet being drawn
   * (its pages follow at once). Fair share looks at this, so a parent whose sheet is in the model
   * is not treated as gone while another account's pages fill every place.
   */
  pending: boolean;
  /** A waiting entry's expiry, or a drawing's lease. */
  until: string;
  /** The drawings it stands for: itself and those it `follows` (absent: 1). */
  pictures?: number;
  /** While drawing: the places of the limits it started under (drawPlaces paths). */
  places?: string[];
}

const picturesOf = (data: { pictures?: unknown }) =>
  typeof data.pictures === 'number' && data.pictures > 0 ? data.pictures : 1;

type LineDeps = Pick<Deps, 'store' | 'tasks' | 'clock'>;

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

/** The task of a drawing on its lane's queue. */
function enqueueDrawing(
  deps: LineDeps,
  lane: Lane,
  d: Drawing,
  step: number | undefined,
  options: EnqueueOptions,
) {
  const more = step ? { step } : {};
  const restyle = d.restyle ? { restyle: d.restyle } : {};
  if (lane === 'batch') {
    const image = d.page === undefined ? {} : { page: d.page, variant: d.variant ?? 0 };
    return enqueueOn(
      deps.tasks,
      BOOK_QUEUES.drawBatch,
      { bookId: d.bookId, ...image, ...restyle, ...more },
      options,
    );
  }
  if (d.page === undefined)
    return enqueueOn(
      deps.tasks,
      BOOK_QUEUES.drawReferenceSheet,
      { bookId: d.bookId, ...restyle, ...more },
      options,
    );
  if (!d.variant)
    return enqueueOn(
      deps.tasks,
      BOOK_QUEUES.illustratePage,
      { bookId: d.bookId, page: d.page, ...more },
      options,
    );
  return enqueueOn(
    deps.tasks,
    BOOK_QUEUES.redrawPage,
    { bookId: d.bookId, page: d.page, variant: d.variant, ...more },
    options,
  );
}

/**
 * Puts a drawing in the line and queues its task on the lane's queue (the task's id as the
 * producer names it: queued twice, it runs once). A drawing already in the line keeps its place.
 */
export async function joinLine(
  deps: LineDeps,
  lane: Lane,
  d: Drawing,
  options: EnqueueOptions,
): Promise<void> {
  const now = deps.clock.now();
  const path = drawLinePath(lineKey(d));
  const fields = {
    lane,
    uid: d.uid,
    bookId: d.bookId,
    state: 'waiting',
    pending: true,
    until: later(now, WAITING_FOR_SECONDS + (options.delaySeconds ?? 0)),
    // A drawing queued again (a rate limit's wait) keeps what its entry stands for.
    ...(d.follows === undefined ? {} : { pictures: 1 + d.follows }),
  };
  try {
    await deps.store.create(path, { pictures: 1, ...fields, at: now.toISOString() });
  } catch (error) {
    if (!(error instanceof AlreadyExistsError)) throw error;
    try {
      await deps.store.update(path, fields);
    } catch (gone) {
      // Settled between the two writes: the task finds its drawing done and does nothing.
      if (!(gone instanceof NotFoundError)) throw gone;
    }
  }
  await enqueueDrawing(deps, lane, d, undefined, options);
}

/** The drawing is settled (drawn, failed for good, or no longer wanted): its entry and places go. */
export async function leaveLine(deps: Pick<Deps, 'store'>, d: Drawing): Promise<void> {
  const key = lineKey(d);
  const path = drawLinePath(key);
  const entry = (await deps.store.get(path)) as Partial<Entry> | null;
  await releasePlaces(deps, entry?.places ?? [], key);
  await deps.store.delete(path);
}

/** Frees the places this drawing holds (one taken over after its lease passed is no longer its). */
async function releasePlaces(deps: Pick<Deps, 'store'>, places: readonly string[], key: string) {
  for (const place of places) if ((await deps.store.get(place))?.key === key) await deps.store.delete(place);
}

/**
 * A delivered drawing task asks whether it may call the model now. Yes: its entry says it is
 * drawing (for a lease of DRAWING_FOR_SECONDS). No: it stays waiting in its place, and the same
 * drawing is queued again `delaySeconds` later as step + 1 (a second delivery of this task names
 * the same next task). Two small reads (does another account wait; for batch work, are parents'
 * drawings in the line) decide which limits apply (admission.ts limitsFor); each limit then needs
 * one of its places.
 */
export async function enterModel(
  deps: LineDeps & Pick<Deps, 'settings' | 'logger'>,
  lane: Lane,
  d: Drawing,
  step: number | undefined,
): Promise<boolean> {
  const { store, clock } = deps;
  const rules = deps.settings.drawing;
  const key = lineKey(d);
  const path = drawLinePath(key);
  const now = clock.now();
  const nowIso = now.toISOString();
  const live = (rows: DocSnapshot[]) =>
    rows.filter((r) => r.id !== key && String(r.data.until) > nowIso).length;

  // Advisory looks: another account waiting, parents' drawings in the line.
  const othersWaiting =
    live(
      await store.query(DRAW_LINE_COLLECTION, {
        where: [
          ['lane', '==', lane],
          ['pending', '==', true],
          ['uid', '!=', d.uid],
        ],
        limit: 10,
      }),
    ) > 0;
  const interactiveActive =
    lane === 'batch' &&
    live(await store.query(DRAW_LINE_COLLECTION, { where: [['lane', '==', 'interactive']], limit: 10 })) > 0;

  const limits = limitsFor({ lane, othersWaiting, interactiveActive }, d.uid, rules);
  const until = later(now, DRAWING_FOR_SECONDS);
  const entry = { lane, uid: d.uid, bookId: d.bookId, pending: isSheet(d) };
  if (limits.length === 0) {
    // No limit applies, so no place is taken: the common evening of one parent's ten pages
    // costs one write a drawing.
    await markDrawing(deps, path, entry, until, nowIso);
    return true;
  }

  // Each limit is a handful of place documents, taken by creating one: a create either wins or
  // finds the place held, so two tasks of one account delivered at once cannot both take its
  // last place, and no transaction reads the busy line (on a crowded emulator such transactions
  // time out on one another's locks and the line stops; measured in docs/capacity.md).
  const existing = (await store.get(path)) as Partial<Entry> | null;
  const taken: string[] = [];
  let refused: Limit | undefined;
  for (const limit of limits) {
    const place = await takePlace(deps, limit, d.uid, key, until, existing?.places ?? []);
    if (!place) {
      refused = limit;
      break;
    }
    taken.push(place);
  }
  const kept = existing?.places ?? [];
  if (!refused) {
    await markDrawing(deps, path, { ...entry, places: taken }, until, nowIso);
    await releasePlaces(
      deps,
      kept.filter((place) => !taken.includes(place)),
      key,
    );
    return true;
  }
  await releasePlaces(deps, [...taken, ...kept], key);
  const at = existing?.at ?? nowIso;
  await store.set(path, {
    lane,
    uid: d.uid,
    bookId: d.bookId,
    at,
    pictures: picturesOf(existing ?? {}),
    state: 'waiting',
    pending: true,
    until: later(now, WAITING_FOR_SECONDS + refused.delaySeconds),
    places: [],
  });
  const next = (step ?? 0) + 1;
  await enqueueDrawing(deps, lane, d, next, {
    id: `line-${key}-${Date.parse(at)}-${next}`,
    delaySeconds: refused.delaySeconds,
  });
  deps.logger.info(`Drawing ${key} steps back in the line`, {
    bookId: d.bookId,
    queue: lane,
    outcome: refused.reason,
    delaySeconds: refused.delaySeconds,
    attempt: next,
  });
  return false;
}

/**
 * One free place of the limit for this drawing, or null when all are held. A place this drawing
 * already holds (a second delivery, a retry after a failed call) is its own again; a place whose
 * lease has passed (its task was lost) is taken over in a one-document transaction.
 */
async function takePlace(
  deps: Pick<Deps, 'store' | 'clock'>,
  limit: Limit,
  uid: string,
  key: string,
  until: string,
  held: readonly string[],
): Promise<string | null> {
  const { store } = deps;
  const nowIso = deps.clock.now().toISOString();
  const paths = Array.from({ length: limit.places }, (_, n) => drawPlacePath(limit.group, n));
  const place = { key, uid, until };
  const takeOver = (path: string) =>
    store.runTransaction(async (tx) => {
      const holder = await tx.get(path);
      if (holder && holder.key !== key && String(holder.until) > nowIso) return false;
      tx.set(path, place);
      return true;
    });
  for (const path of paths.filter((p) => held.includes(p))) if (await takeOver(path)) return path;
  for (const path of paths) {
    try {
      await store.create(path, place);
      return path;
    } catch (error) {
      if (!(error instanceof AlreadyExistsError)) throw error;
    }
  }
  for (const path of paths) {
    const holder = await store.get(path);
    if (holder && String(holder.until) <= nowIso && (await takeOver(path))) return path;
  }
  return null;
}

/** The entry says drawing, keeping its place; an entry gone (a lost join) is written whole. */
async function markDrawing(
  deps: Pick<Deps, 'store'>,
  path: string,
  entry: Pick<Entry, 'lane' | 'uid' | 'bookId' | 'pending' | 'places'>,
  until: string,
  nowIso: string,
): Promise<void> {
  try {
    await deps.store.update(path, { ...entry, state: 'drawing', until });
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    await deps.store.set(path, { ...entry, at: nowIso, state: 'drawing', until });
  }
}

interface LaneRow {
  key: string;
  bookId: string;
  at: string;
  /** The store's order of creation (DocSnapshot.created). */
  created: string;
  pictures: number;
}
interface Snapshot {
  takenAt: number;
  rows: LaneRow[];
}
const snapshots = new WeakMap<object, Map<Lane, Snapshot>>();

/**
 * The lane's entries in the order they joined, at most limit + 1 (enough to tell the line is
 * over its limit): one query, reused for SNAPSHOT_SECONDS by this instance.
 */
async function laneSnapshot(deps: Pick<Deps, 'store' | 'clock' | 'settings'>, lane: Lane) {
  const now = deps.clock.now().getTime();
  let byLane = snapshots.get(deps.store);
  if (!byLane) snapshots.set(deps.store, (byLane = new Map()));
  const kept = byLane.get(lane);
  if (kept && now - kept.takenAt < SNAPSHOT_SECONDS * 1000 && now >= kept.takenAt) return kept.rows;
  const rows = await laneRows(deps, lane, new Date(now).toISOString());
  byLane.set(lane, { takenAt: now, rows });
  return rows;
}

/** The lane's live entries in the order they joined, at most the line limit + 1: one query. */
async function laneRows(
  deps: Pick<Deps, 'store' | 'settings'>,
  lane: Lane,
  nowIso: string,
): Promise<LaneRow[]> {
  return (
    await deps.store.query(DRAW_LINE_COLLECTION, {
      where: [['lane', '==', lane]],
      orderBy: [{ field: 'at', direction: 'asc' }],
      limit: deps.settings.drawing.lineLimit + 1,
    })
  )
    .filter((r) => String(r.data.until) > nowIso)
    .map((r) => ({
      key: r.id,
      bookId: String(r.data.bookId),
      at: String(r.data.at),
      created: r.created,
      pictures: picturesOf(r.data),
    }));
}

const sumPictures = (rows: readonly { pictures: number }[]) => rows.reduce((sum, r) => sum + r.pictures, 0);

/** A save's place held in the line: the drawings that joined before it, and a way to give it up. */
export interface HeldPlace {
  ahead: number;
  release(): Promise<void>;
}

/**
 * A book being saved takes its place first and counts what is ahead of it second (issue 46 item
 * 4): its cast sheet's entry is written with the pictures the book will draw, then the lane's
 * entries created before it are summed, in the store's order of creation (DocSnapshot.created),
 * not by the time a caller wrote. That order agrees with what each save saw: of two saves in
 * flight at once, one whose count missed the other was created first, and the other counts it.
 * So the line never takes books beyond its limit, however close together or out of step the
 * saves' clocks are, with no shared counter for every save to write. The entry's `until` is
 * short until the sheet's task joins (joinLine keeps `at` and renews it): a save that died in
 * between stops counting HELD_FOR_SECONDS later. A place held by an earlier attempt at the same
 * save is kept, not released by this one.
 */
export async function holdPlaceInLine(
  deps: Pick<Deps, 'store' | 'clock' | 'settings'>,
  lane: Lane,
  book: { bookId: string; uid: string; pictures: number },
): Promise<HeldPlace> {
  const now = deps.clock.now();
  const key = lineKey(book);
  const path = drawLinePath(key);
  let held = true;
  try {
    await deps.store.create(path, {
      lane,
      uid: book.uid,
      bookId: book.bookId,
      state: 'waiting',
      pending: true,
      at: now.toISOString(),
      until: later(now, HELD_FOR_SECONDS),
      pictures: book.pictures,
    } satisfies Entry);
  } catch (error) {
    if (!(error instanceof AlreadyExistsError)) throw error;
    held = false;
  }
  // Fresh, not the snapshot: the entries written in the last few seconds are the point.
  const rows = await laneRows(deps, lane, now.toISOString());
  // Not among the first limit + 1 by time: the line is over its limit whichever came first.
  const mine = rows.find((r) => r.key === key);
  const before = (r: LaneRow) =>
    !mine || r.created < mine.created || (r.created === mine.created && r.key < key);
  const ahead = sumPictures(rows.filter((r) => r.key !== key && before(r)));
  return {
    ahead,
    release: async () => {
      if (held) await deps.store.delete(path);
    },
  };
}

/**
 * How long a book's `mine` pictures still to draw will take: the lane's drawings that joined
 * before the book's first one, then its own, at the quota's pace (admission.ts pictureWait).
 */
export async function bookWait(
  deps: Pick<Deps, 'store' | 'clock' | 'settings'>,
  lane: Lane,
  bookId: string,
  mine: number,
): Promise<PictureWait> {
  const rows = await laneSnapshot(deps, lane);
  const first = rows.find((r) => r.bookId === bookId)?.at;
  const ahead = sumPictures(rows.filter((r) => r.bookId !== bookId && (first === undefined || r.at < first)));
  return pictureWait(ahead, mine, deps.settings.drawing);
}
