/** The crowd simulation's report (markdown) from what one run measured. */
import type { CrowdOptions } from './options.js';
import { integrityProblems, type Integrity } from './integrity.js';
import { seconds, summary } from './stats.js';

export interface ClassOutcome {
  classId: string;
  size: number;
  ready: number;
  failed: number;
  /** createClass to its last book's last picture; null if it did not finish. */
  finishedMs: number | null;
}

export interface CrowdResult {
  options: CrowdOptions;
  store: string;
  drawLimits: { maxConcurrentDispatches: number; maxDispatchesPerSecond: number };
  startedAt: string;
  /** One parent's book alone on the empty service: save to all pictures. */
  baselineMs: number | null;
  /** The book alone before it, the first after the stack started (its workers cold). */
  coldMs: number | null;
  /** Save to all pictures of each parent book that finished; how many did not. */
  parentMs: number[];
  /** The waits the parents' saves were told (pictureWait), to set beside what they measured. */
  parentToldMs: number[];
  parentsUnfinished: number;
  /** createClass to all pictures of each class book that finished. */
  classBookMs: number[];
  classes: ClassOutcome[];
  /** Pictures saved but not yet drawn, sampled through the run (seconds from the window's start). */
  depth: { atS: number; parent: number; class: number }[];
  callsPerMinute: { draw: number[]; check: number[] };
  /** Draw calls logged for the crowd's own pages, and how many pages those books have. */
  ownDraws: number;
  ownPages: number;
  /** Draw calls of cast sheets (one a book, before its pages; not checked). */
  sheetDraws: number;
  integrity: Integrity;
  /** Calls the crowd made that the API refused (each a person who got nothing). */
  refused: string[];
  /** Parents the service turned away before paying because the line was full (issue 46 item 4). */
  turnedAway: { count: number; refusals: number; message: string | null; retryAfterSeconds: number[] };
  /** Parents let in after coming back when told: their first try to all pictures. */
  cameBackMs: number[];
  /** Window start to the last picture (or the deadline). */
  durationMs: number;
  /** The run stopped at its deadline with books still drawing (their pictures are late, not lost). */
  deadlineHit: boolean;
  plotFile: string;
}

/** The most pages a minute the drawing queues let through at these limits and model times. */
export function pagesPerMinuteCeiling(
  limits: CrowdResult['drawLimits'],
  drawMs: number,
  checkMs: number,
): { byRate: number; byConcurrency: number; pages: number } {
  const byRate = limits.maxDispatchesPerSecond * 60;
  const pageMs = drawMs + checkMs;
  const byConcurrency = pageMs > 0 ? (limits.maxConcurrentDispatches * 60_000) / pageMs : Infinity;
  return { byRate, byConcurrency, pages: Math.min(byRate, byConcurrency) };
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
/** A row of the save-to-pictures table for one timed book (none: not measured). */
const aloneRow = (kind: string, ms: number | null) =>
  row([kind, ms === null ? 0 : 1, seconds(ms ?? NaN), '', '', '']);
/** A row of the save-to-pictures table for many books: their spread and how many did not finish. */
const spreadRow = (kind: string, books: ReturnType<typeof summary>, unfinished: number) =>
  row([kind, books.n, seconds(books.p50), seconds(books.p95), seconds(books.max), unfinished]);

export function renderReport(r: CrowdResult): string {
  const o = r.options;
  const parent = summary(r.parentMs);
  const classBook = summary(r.classBookMs);
  const ratio = r.baselineMs ? parent.p95 / r.baselineMs : NaN;
  const finished = r.classes.filter((c) => c.finishedMs !== null).length;
  const ceiling = pagesPerMinuteCeiling(r.drawLimits, o.drawMs, o.checkMs);
  const full = (xs: number[]) => xs.slice(1, -1); // whole minutes only: not the first, not the last
  const peak = (xs: number[]) => (xs.length ? Math.max(...xs) : 0);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
  const problems = integrityProblems(r.integrity);
  const lines = [
    `# Crowd simulation, ${r.startedAt}`,
    '',
    o.parentsAfterSeconds === null
      ? `${o.parents} parents each save one book at random times within ${o.windowSeconds} s, while ${o.classes} teacher(s) each make a class of ${o.classSize}.`
      : `${o.classes} teacher(s) each make a class of ${o.classSize} as the window opens; ${o.parentsAfterSeconds} s later, ${o.parents} parents each save one book at random times within ${o.windowSeconds} s.`,
    `Simulated model time: ${o.drawMs} ms a picture, ${o.checkMs} ms a check (a timer over the offline engines).`,
    `Drawing queues: ${r.drawLimits.maxDispatchesPerSecond} dispatches a second, ${r.drawLimits.maxConcurrentDispatches} at a time. Store: ${r.store}.`,
    `Ran ${seconds(r.durationMs)} s from the window's start to the last picture${r.parentsUnfinished || finished < r.classes.length ? ' (or the deadline)' : ''}.`,
    '',
    '## Save to all pictures (seconds)',
    '',
    row(['kind', 'n', 'p50', 'p95', 'max', 'unfinished']),
    row(['---', '---:', '---:', '---:', '---:', '---:']),
    aloneRow('one parent alone, first after start', r.coldMs),
    aloneRow('one parent alone (baseline)', r.baselineMs),
    spreadRow('parent book', parent, r.parentsUnfinished),
    spreadRow('parent book, the wait told at its save', summary(r.parentToldMs), 0),
    ...(o.comeBack
      ? [spreadRow('parent book let in on coming back, from its first try', summary(r.cameBackMs), 0)]
      : []),
    spreadRow('class book (from createClass)', classBook, o.classes * o.classSize - classBook.n),
    '',
    ...(r.parentsUnfinished > 0 || classBook.n < o.classes * o.classSize
      ? ['Books unfinished at the deadline are left out of the percentiles: the true ones are higher.', '']
      : []),
    ...(r.turnedAway.refusals > 0
      ? [
          `Turned away before paying (the line was full: 503 \`too_busy\` with Retry-After ${seconds(Math.min(...r.turnedAway.retryAfterSeconds) * 1000)} to ${seconds(Math.max(...r.turnedAway.retryAfterSeconds) * 1000)} s, nothing spent): ${r.turnedAway.refusals} saves, told "${r.turnedAway.message}"`,
          o.comeBack
            ? `Parents who came back when told and were let in: **${r.cameBackMs.length}**; never let in before the deadline: **${r.turnedAway.count}** of ${o.parents}.`
            : `Parents turned away (they did not come back, \`--come-back\` has them save again when told): **${r.turnedAway.count}** of ${o.parents}.`,
          '',
        ]
      : []),
    `Parent p95 / baseline: **${Number.isFinite(ratio) ? ratio.toFixed(2) : '-'}** (goal < 3: ${ratio < 3 ? 'met' : 'NOT met'}).`,
    `Classes finished: **${finished} of ${r.classes.length}**.`,
    '',
    row(['class', 'books ready', 'failed', 'finished after (s)']),
    row(['---', '---:', '---:', '---:']),
    ...r.classes.map((c) => row([c.classId, `${c.ready}/${c.size}`, c.failed, seconds(c.finishedMs ?? NaN)])),
    '',
    '## Queue depth',
    '',
    `Pictures saved and not yet drawn, by kind: ![queue depth](${r.plotFile})`,
    '',
    `Peak: ${peak(r.depth.map((d) => d.parent))} parent pictures, ${peak(r.depth.map((d) => d.class))} class pictures waiting.`,
    '',
    '## Model calls a minute',
    '',
    `Quota set against: ${o.imageRpm} image and ${o.checkRpm} checking requests a minute (--image-rpm, --check-rpm).`,
    `The queues let through at most ${ceiling.pages.toFixed(1)} pages a minute: ${ceiling.byRate} by the dispatch rate, ${ceiling.byConcurrency.toFixed(1)} by ${r.drawLimits.maxConcurrentDispatches} at a time x ${seconds(o.drawMs + o.checkMs)} s a page.`,
    '',
    row(['minute', ...r.callsPerMinute.draw.map((_, i) => i + 1)]),
    row(['---', ...r.callsPerMinute.draw.map(() => '---:')]),
    row(['draw', ...r.callsPerMinute.draw]),
    row(['check', ...r.callsPerMinute.check]),
    '',
    `Draws: peak ${peak(r.callsPerMinute.draw)} a minute (quota ${o.imageRpm}: ${peak(r.callsPerMinute.draw) <= o.imageRpm ? 'within' : 'OVER'}), mean ${mean(full(r.callsPerMinute.draw)).toFixed(1)} over the whole minutes. Checks: peak ${peak(r.callsPerMinute.check)} (quota ${o.checkRpm}: ${peak(r.callsPerMinute.check) <= o.checkRpm ? 'within' : 'OVER'}).`,
    '',
    `Draw calls logged for the crowd's own books: ${r.ownDraws} for ${r.ownPages} pages; cast sheets: ${r.sheetDraws} (one a book, before its pages, not checked; counted in the draws above).`,
    '',
    '## Lost, doubled, charged twice (all must be 0)',
    '',
    row(['check', 'count', 'which (first 10)']),
    row(['---', '---:', '---']),
    row(['saves or classes the API refused', r.refused.length, r.refused.slice(0, 10).join(', ')]),
    row([
      r.deadlineHit ? 'books missing pictures (still drawing at the deadline)' : 'books missing pictures',
      r.integrity.missingPictures.length,
      r.integrity.missingPictures.slice(0, 10).join(', '),
    ]),
    row(['pages drawn twice', r.integrity.drawnTwice.length, r.integrity.drawnTwice.slice(0, 10).join(', ')]),
    row([
      'accounts charged twice',
      r.integrity.chargedTwice.length,
      r.integrity.chargedTwice.slice(0, 10).join(', '),
    ]),
    row([
      'balances or ledgers wrong',
      r.integrity.chargedWrongly.length,
      r.integrity.chargedWrongly.slice(0, 10).join(', '),
    ]),
    '',
    problems + r.refused.length === 0
      ? 'Nothing lost, doubled or charged twice.'
      : r.deadlineHit && problems - r.integrity.missingPictures.length + r.refused.length === 0
        ? 'The run stopped at its deadline with books still drawing: their pictures are late, not judged lost. Nothing doubled or charged twice.'
        : 'INTEGRITY PROBLEMS: see above.',
    '',
  ];
  return lines.join('\n');
}
