/**
 * `npm run bench:crowd` (issue 46): a crowd on the local stack with production's dispatch limits
 * and the real models' time simulated. Parents save a book each at random times within a window
 * while teachers make classes; it measures save -> all pictures per kind against one parent alone
 * on the empty service, the queue depth, the model calls a minute, and what was lost, doubled or
 * charged twice. Writes report.md and queue-depth.svg under bench/crowd/results/<run>/.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureStack } from '../../e2e/stack.js';
import { drawQueueLimits } from '../../functions/src/config.js';
import { openStackStore } from '../../emulators/src/stackStore.js';
import { planStack, ROOT } from '../../emulators/src/stack.js';
import { NO_OUTSIDE_CALLS } from '../../emulators/src/noOutsideCalls.js';
import {
  checkIntegrity,
  PAGES,
  type ObservedBook,
  type ObservedClass,
  type ObservedParent,
} from './integrity.js';
import {
  balanceAndLedger,
  classChildren,
  LogTail,
  modelCallOf,
  pageStatuses,
  pictureFiles,
  type ModelCall,
} from './observe.js';
import { parseCrowdOptions, USAGE } from './options.js';
import {
  makeClass,
  mapLimit,
  type CrowdParent,
  PACK_CREDITS,
  parentWithDraft,
  saveBook,
  type TurnedAway,
  teacherWithPack,
} from './people.js';
import { renderReport, type ClassOutcome } from './report.js';
import { perMinute } from './stats.js';
import { linePlot } from './svgPlot.js';

let options;
try {
  options = parseCrowdOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
const o = options;
const POLL_MS = 2000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

// Production's dispatch limits (unless the environment names others) and the models' time.
const production = drawQueueLimits({});
process.env.STORYSPROUT_DRAW_DISPATCHES_PER_SECOND ??= String(production.maxDispatchesPerSecond);
process.env.STORYSPROUT_DRAW_CONCURRENCY ??= String(production.maxConcurrentDispatches);
process.env.STORYSPROUT_SIMULATED_DRAW_MS = String(o.drawMs);
process.env.STORYSPROUT_SIMULATED_CHECK_MS = String(o.checkMs);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-crowd-'));
log(`Starting a stack of its own on ${dataDir} (build, emulators, seed)...`);
const stack = await ensureStack(dataDir);
if (!stack.owned) {
  console.error(
    'A StorySprout stack is already running: the crowd needs one of its own (simulated model time, production dispatch limits). Stop it and run again.',
  );
  process.exit(1);
}
const ready = JSON.parse(readFileSync(path.join(dataDir, 'ready.json'), 'utf8')) as {
  drawLimits: ReturnType<typeof drawQueueLimits>;
  store: string;
};
// The store's client asks no metadata server (emulators/src/noOutsideCalls.ts).
process.env.METADATA_SERVER_DETECTION ??= NO_OUTSIDE_CALLS.METADATA_SERVER_DETECTION;
const plan = planStack({ hosting: true, dataDir });
const { store, close } = await openStackStore(plan, dataDir);
const tail = new LogTail(path.join(dataDir, 'stack.log'));
const calls: ModelCall[] = [];
/** The log lines of the crowd's model calls, kept beside the report for an audit. */
const callLines: string[] = [];
const readCalls = () => {
  const now = Date.now();
  for (const line of tail.lines()) {
    const call = modelCallOf(line, now);
    if (call) {
      calls.push(call);
      callLines.push(`${new Date(now).toISOString()} ${line}`);
    }
  }
};
const allReady = (pages: string[] | null) =>
  pages !== null && pages.length === PAGES && pages.every((s) => s === 'ready');
const readyCount = (pages: string[] | null) => (pages ?? []).filter((s) => s === 'ready').length;

try {
  log(
    `Store: ${ready.store}; drawing ${ready.drawLimits.maxDispatchesPerSecond} a second, ${ready.drawLimits.maxConcurrentDispatches} at a time; ${o.drawMs} ms a picture, ${o.checkMs} ms a check`,
  );
  // The baseline: one parent's book on the empty service, after a first book that starts the
  // emulator's workers (a cold start is not the service's drawing time).
  let baselineParents: CrowdParent[] = [];
  let baselineMs: number | null = null;
  let coldMs: number | null = null;
  const aloneOnce = async (index: number) => {
    const alone = await parentWithDraft(index);
    const started = Date.now();
    const answer = await saveBook(alone);
    if (answer.turnedAway)
      throw new Error(`The empty service turned a book away: ${answer.turnedAway.message}`);
    while (!allReady(await pageStatuses(store, alone.bookId))) {
      if (Date.now() - started > 30 * 60_000) throw new Error('A book alone was not drawn in 30 minutes');
      await sleep(250);
    }
    return { alone, ms: Date.now() - started };
  };
  if (o.baseline && o.parents > 0) {
    const cold = await aloneOnce(-1);
    const warm = await aloneOnce(-2);
    baselineParents = [cold.alone, warm.alone];
    coldMs = cold.ms;
    baselineMs = warm.ms;
    log(
      `Baseline: one book alone, save -> 10 pictures in ${(baselineMs / 1000).toFixed(1)} s (the first after start: ${(coldMs / 1000).toFixed(1)} s)`,
    );
  }

  log(
    `Preparing ${o.parents} parents with written drafts and ${o.classes} teachers with a Classroom Pack...`,
  );
  const parents = await mapLimit(
    Array.from({ length: o.parents }, (_, i) => i),
    o.prepConcurrency,
    (i) => parentWithDraft(i),
  );
  const teachers = await mapLimit(
    Array.from({ length: o.classes }, (_, i) => i),
    o.prepConcurrency,
    (i) => teacherWithPack(i),
  );

  // The window: each parent saves at a random moment of it; the teachers spread through it.
  let seed = o.seed >>> 0;
  const random = () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const refused: string[] = [];
  const turnedAway = new Map<string, TurnedAway>(); // bookId -> the refusal
  const savedAt = new Map<string, number>();
  const toldMs = new Map<string, number>(); // bookId -> the wait its save was told
  const firstTriedAt = new Map<string, number>(); // bookId -> its first save, for parents who came back
  const refusals: TurnedAway[] = []; // every 503, a parent who came back counted each time
  const classes: { classId: string; at: number }[] = [];
  readCalls(); // the baseline's calls are not the crowd's
  calls.length = 0;
  callLines.length = 0;
  const windowStart = Date.now();
  const after = o.parentsAfterSeconds;
  log(
    after === null
      ? `Window opens: ${o.parents} saves and ${o.classes} classes within ${o.windowSeconds} s`
      : `Window opens: ${o.classes} classes now, then ${o.parents} saves within ${o.windowSeconds} s from ${after} s`,
  );
  // Mixed, the teachers spread through the window; after, they come first and the parents follow.
  const parentAtMs = () => ((after ?? 0) + random() * o.windowSeconds) * 1000;
  const teacherAtMs = (i: number) =>
    after === null ? ((i + 1) / (o.classes + 1)) * o.windowSeconds * 1000 : 0;
  const arrivals = [
    ...parents.map((p) =>
      sleep(parentAtMs()).then(async () => {
        const first = Date.now();
        try {
          for (let tries = 1; ; tries++) {
            const at = tries === 1 ? first : Date.now();
            const answer = await saveBook(p);
            if (!answer.turnedAway) {
              savedAt.set(p.bookId, at);
              toldMs.set(p.bookId, answer.toldSeconds * 1000);
              if (tries > 1) firstTriedAt.set(p.bookId, first);
              break;
            }
            refusals.push(answer.turnedAway);
            const back = Date.now() + answer.turnedAway.retryAfterSeconds * 1000;
            if (!o.comeBack || back > windowStart + o.deadlineMinutes * 60_000) {
              turnedAway.set(p.bookId, answer.turnedAway);
              break;
            }
            await sleep(back - Date.now());
          }
        } catch (error) {
          refused.push(`parent ${p.index}: ${String(error)}`);
        }
      }),
    ),
    ...teachers.map((t, i) =>
      sleep(teacherAtMs(i)).then(async () => {
        const at = Date.now();
        try {
          classes.push({ classId: await makeClass(t, o.classSize), at });
        } catch (error) {
          refused.push(`teacher ${t.index}: ${String(error)}`);
        }
      }),
    ),
  ];
  let arrived = false;
  void Promise.all(arrivals).then(() => (arrived = true));

  const parentDone = new Map<string, number>();
  const classBookDone = new Map<string, number>(); // bookId -> ms from createClass
  const classState = new Map<
    string,
    { books: (string | null)[]; failed: number; organizationID: string | null }
  >();
  const depth: { atS: number; parent: number; class: number }[] = [];
  const deadline = windowStart + o.deadlineMinutes * 60_000;
  let lastProgress = 0;
  let deadlineHit = false;
  for (;;) {
    readCalls();
    const now = Date.now();
    let parentWaiting = 0;
    await mapLimit([...savedAt.keys()], 20, async (bookId) => {
      if (parentDone.has(bookId)) return;
      const pages = await pageStatuses(store, bookId);
      if (allReady(pages)) parentDone.set(bookId, Date.now() - savedAt.get(bookId)!);
      else parentWaiting += PAGES - readyCount(pages);
    });
    let classWaiting = 0;
    for (const { classId, at } of classes) {
      const state = await classChildren(store, classId, o.classSize);
      classState.set(classId, state);
      classWaiting += (o.classSize - state.failed) * PAGES;
      await mapLimit(state.books, 20, async (bookId) => {
        if (!bookId) return;
        if (classBookDone.has(bookId)) return void (classWaiting -= PAGES);
        const pages = await pageStatuses(store, bookId);
        if (allReady(pages)) {
          classBookDone.set(bookId, Date.now() - at);
          classWaiting -= PAGES;
        } else classWaiting -= readyCount(pages);
      });
    }
    depth.push({ atS: (now - windowStart) / 1000, parent: parentWaiting, class: Math.max(0, classWaiting) });
    const everyClassSettled = [...classState.values()].every(
      (s) => s.books.filter((b) => b && classBookDone.has(b)).length + s.failed >= o.classSize,
    );
    const done =
      arrived && parentDone.size === savedAt.size && classState.size === classes.length && everyClassSettled;
    if (now - lastProgress > 30_000 || done) {
      lastProgress = now;
      log(
        `${parentDone.size}/${savedAt.size} parent books and ${classBookDone.size}/${classes.length * o.classSize} class books done; ${parentWaiting} + ${Math.max(0, classWaiting)} pictures waiting; ${calls.filter((c) => c.kind === 'draw').length} draws so far`,
      );
    }
    if (done) break;
    if (now > deadline) {
      deadlineHit = true;
      break;
    }
    await sleep(POLL_MS);
  }
  const durationMs = Date.now() - windowStart;
  await sleep(3000); // the last calls' log lines
  readCalls();

  // Integrity, from the store, the blob folder and the calls logged.
  const books: ObservedBook[] = [];
  for (const bookId of savedAt.keys())
    books.push({ bookId, kind: 'parent', pages: (await pageStatuses(store, bookId)) ?? [] });
  for (const { bookId } of baselineParents)
    books.push({ bookId, kind: 'parent', pages: (await pageStatuses(store, bookId)) ?? [] });

  const observedClasses: ObservedClass[] = [];
  const outcomes: ClassOutcome[] = [];
  for (const { classId } of classes) {
    const state = await classChildren(store, classId, o.classSize);
    for (const bookId of state.books)
      if (bookId) books.push({ bookId, kind: 'class', pages: (await pageStatuses(store, bookId)) ?? [] });
    const org = state.organizationID
      ? await balanceAndLedger(store, `organizations/${state.organizationID}`)
      : { balance: NaN, ledger: [] };
    observedClasses.push({
      classId,
      size: o.classSize,
      books: state.books,
      failed: state.failed,
      packCredits: PACK_CREDITS,
      ...org,
    });
    const times = state.books.map((b) => (b ? classBookDone.get(b) : undefined));
    const readyBooks = times.filter((t) => t !== undefined).length;
    outcomes.push({
      classId,
      size: o.classSize,
      ready: readyBooks,
      failed: state.failed,
      finishedMs: readyBooks === o.classSize ? Math.max(...(times as number[])) : null,
    });
  }
  const observedParents: ObservedParent[] = [];
  const answered = parents.filter((p) => savedAt.has(p.bookId) || turnedAway.has(p.bookId));
  for (const p of [...baselineParents, ...answered]) {
    observedParents.push({
      uid: p.uid,
      bookId: p.bookId,
      turnedAway: turnedAway.has(p.bookId),
      ...(await balanceAndLedger(store, `users/${p.uid}`)),
    });
  }
  const drawCalls = new Map<string, number>();
  for (const call of calls)
    if (call.kind === 'draw' && call.bookId && call.page && !call.variant) {
      const key = `${call.bookId}_${call.page}`;
      drawCalls.set(key, (drawCalls.get(key) ?? 0) + 1);
    }
  const integrity = checkIntegrity({
    books,
    parents: observedParents,
    classes: observedClasses,
    drawCalls,
    pictureFiles: pictureFiles(
      path.join(dataDir, 'blobs'),
      books.map((b) => b.bookId),
    ),
  });

  // The baseline's calls were before the window: the crowd's own books only.
  const crowdBooks = books.filter((b) => !baselineParents.some((p) => p.bookId === b.bookId));
  const stamp = new Date(windowStart).toISOString().replace(/[:.]/g, '-');
  const outDir = path.resolve(ROOT, o.resultsDir, stamp);
  mkdirSync(outDir, { recursive: true });
  const plotFile = 'queue-depth.svg';
  writeFileSync(
    path.join(outDir, plotFile),
    linePlot({
      title: `Pictures waiting: ${o.parents} parents, ${o.classes} x ${o.classSize} class books`,
      xLabel: 'seconds from the window opening',
      yLabel: 'pictures saved, not yet drawn',
      series: [
        { name: 'parent books', color: '#d9480f', points: depth.map((d) => [d.atS, d.parent]) },
        { name: 'class books', color: '#1971c2', points: depth.map((d) => [d.atS, d.class]) },
      ],
    }),
  );
  const report = renderReport({
    options: o,
    store: ready.store,
    drawLimits: ready.drawLimits,
    startedAt: new Date(windowStart).toISOString(),
    baselineMs,
    coldMs,
    parentMs: [...parentDone.values()],
    parentToldMs: [...toldMs.values()],
    cameBackMs: [...firstTriedAt].flatMap(([bookId, first]) => {
      const done = parentDone.get(bookId);
      return done === undefined ? [] : [savedAt.get(bookId)! - first + done];
    }),
    parentsUnfinished: savedAt.size - parentDone.size,
    classBookMs: [...classBookDone.values()],
    classes: outcomes,
    depth,
    callsPerMinute: {
      draw: perMinute(
        calls.filter((c) => c.kind === 'draw').map((c) => c.atMs),
        windowStart,
        windowStart + durationMs,
      ),
      check: perMinute(
        calls.filter((c) => c.kind === 'check').map((c) => c.atMs),
        windowStart,
        windowStart + durationMs,
      ),
    },
    integrity,
    ownDraws: crowdBooks.reduce(
      (sum, b) =>
        sum +
        Array.from({ length: PAGES }, (_, n) => drawCalls.get(`${b.bookId}_${n + 1}`) ?? 0).reduce(
          (x, y) => x + y,
          0,
        ),
      0,
    ),
    ownPages: crowdBooks.length * PAGES,
    sheetDraws: calls.filter((c) => c.kind === 'draw' && c.page === undefined).length,
    refused,
    turnedAway: {
      count: turnedAway.size,
      refusals: refusals.length,
      message: refusals[0]?.message ?? null,
      retryAfterSeconds: refusals.map((t) => t.retryAfterSeconds),
    },
    durationMs,
    deadlineHit,
    plotFile,
  });
  writeFileSync(path.join(outDir, 'report.md'), report);
  writeFileSync(path.join(outDir, 'model-calls.log'), `${callLines.join('\n')}\n`);
  console.log(`\n${report}`);
  console.log(`Report: ${path.relative(ROOT, path.join(outDir, 'report.md'))}`);
  stack.assertLoopbackOnly('the crowd simulation');
} catch (error) {
  console.error(stack.logTail(40));
  throw error;
} finally {
  await close();
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
