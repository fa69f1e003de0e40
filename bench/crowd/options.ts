/**
 * The crowd simulation's parameters (`npm run bench:crowd -- --parents 20 ...`), with issue 46's
 * numbers as defaults: 200 parents saving a book within one minute while two teachers each make
 * a class of 25, on pictures that take 12 s and checks that take 4 s.
 */
import { parseArgs } from 'node:util';

export interface CrowdOptions {
  parents: number;
  /** Seconds within which the parents save (and the teachers make their classes). */
  windowSeconds: number;
  /**
   * Issue 46's other case, a parent who saves right after a class: the classes are made as the
   * window opens and the parents' window starts this many seconds later. Null: all arrive mixed.
   */
  parentsAfterSeconds: number | null;
  classes: number;
  classSize: number;
  drawMs: number;
  checkMs: number;
  /** Minutes after the window's start after which the run stops waiting and reports. */
  deadlineMinutes: number;
  /** The operator's image and checking model quotas (requests a minute) the calls are set against. */
  imageRpm: number;
  checkRpm: number;
  /**
   * Whether a parent turned away (the line is full) saves again when told (its Retry-After), as
   * the message asks, until let in or the deadline; without it a turned-away parent leaves.
   */
  comeBack: boolean;
  /** Whether to time one parent's book on the empty service first. */
  baseline: boolean;
  /** Accounts and drafts made at once while preparing (before the window). */
  prepConcurrency: number;
  /** Where the report and the plot are written (a folder per run beneath it). */
  resultsDir: string;
  seed: number;
}

export const DEFAULTS: CrowdOptions = {
  parents: 200,
  windowSeconds: 60,
  parentsAfterSeconds: null,
  classes: 2,
  classSize: 25,
  drawMs: 12_000,
  checkMs: 4_000,
  deadlineMinutes: 240,
  imageRpm: 60,
  checkRpm: 60,
  comeBack: false,
  baseline: true,
  prepConcurrency: 6,
  resultsDir: 'bench/crowd/results',
  seed: 46,
};

const NUMBERS = {
  parents: ['parents', 0, 1000],
  window: ['windowSeconds', 0, 3600],
  'parents-after': ['parentsAfterSeconds', 0, 3600],
  classes: ['classes', 0, 10],
  'class-size': ['classSize', 1, 30],
  'draw-ms': ['drawMs', 0, 600_000],
  'check-ms': ['checkMs', 0, 600_000],
  'deadline-minutes': ['deadlineMinutes', 1, 24 * 60],
  'image-rpm': ['imageRpm', 1, 1e6],
  'check-rpm': ['checkRpm', 1, 1e6],
  'prep-concurrency': ['prepConcurrency', 1, 50],
  seed: ['seed', 0, 2 ** 31],
} as const satisfies Record<string, [keyof CrowdOptions, number, number]>;

export const USAGE = `npm run bench:crowd -- [--parents N] [--window S] [--parents-after S] [--classes N] [--class-size N]
  [--draw-ms MS] [--check-ms MS] [--deadline-minutes M] [--image-rpm N] [--check-rpm N]
  [--prep-concurrency N] [--come-back] [--no-baseline] [--results DIR] [--seed N]`;

/** The options of these command-line arguments; throws, naming the flag, on a bad one. */
export function parseCrowdOptions(args: string[]): CrowdOptions {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      ...Object.fromEntries(Object.keys(NUMBERS).map((flag) => [flag, { type: 'string' as const }])),
      'no-baseline': { type: 'boolean' },
      'come-back': { type: 'boolean' },
      results: { type: 'string' },
    },
  });
  const options: CrowdOptions = { ...DEFAULTS };
  for (const [flag, [key, min, max]] of Object.entries(NUMBERS)) {
    const raw = (values as Record<string, unknown>)[flag];
    if (raw === undefined) continue;
    const value = Number(raw);
    if (typeof raw !== 'string' || !Number.isInteger(value) || value < min || value > max)
      throw new Error(`--${flag} takes a whole number from ${min} to ${max}, not ${String(raw)}`);
    (options as unknown as Record<string, number>)[key] = value;
  }
  if (values['no-baseline'] === true) options.baseline = false;
  if (values['come-back'] === true) options.comeBack = true;
  if (typeof values.results === 'string') options.resultsDir = values.results;
  if (options.parentsAfterSeconds !== null && options.classes === 0)
    throw new Error('--parents-after needs a class to come after (--classes 1 or more)');
  if (options.parents === 0 && options.classes === 0)
    throw new Error('Nothing to simulate: no parents, no classes');
  return options;
}
