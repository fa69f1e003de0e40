/**
 * The walk: each step in order, timed, bounded by its own time-out; after the first failure the
 * rest are skipped, and whatever happened the throw-away account is deleted before the end.
 */
import type { SmokeOptions } from './args.js';
import { cleanUp, configStep, deleteAccountStep, signUpStep } from './accountSteps.js';
import { picturesStep, pdfStep, storyStep } from './bookSteps.js';
import { checkoutStep } from './checkoutStep.js';
import type { SmokeContext, StepRunner } from './context.js';
import { resetInterruption, StepFailure } from './http.js';
import type { StepRow } from './report.js';
import { STEPS, type StepName } from './steps.js';

const RUNNERS: Record<StepName, StepRunner> = {
  config: configStep,
  'sign-up': signUpStep,
  story: storyStep,
  pictures: picturesStep,
  pdf: pdfStep,
  checkout: checkoutStep,
  'delete-account': deleteAccountStep,
};

/** A StepFailure says what the site answered; anything else is a fault of the smoke itself. */
const reason = (error: unknown) =>
  error instanceof StepFailure
    ? error.message
    : `unexpected error: ${(error as Error)?.stack ?? String(error)}`;

async function timed(step: string, run: () => Promise<string>, log: SmokeContext['log']): Promise<StepRow> {
  const started = performance.now();
  try {
    const detail = await run();
    const row: StepRow = { step, ms: performance.now() - started, status: 'ok', detail };
    log(`${step}: ok in ${Math.round(row.ms!)} ms`);
    return row;
  } catch (error) {
    const row: StepRow = { step, ms: performance.now() - started, status: 'failed', detail: reason(error) };
    log(`${step}: FAILED after ${Math.round(row.ms!)} ms: ${row.detail}`);
    return row;
  }
}

export async function walk(options: SmokeOptions, log: SmokeContext['log']): Promise<StepRow[]> {
  const ctx: SmokeContext = { options, log };
  const rows: StepRow[] = [];
  try {
    for (const step of STEPS) {
      if (rows.some((r) => r.status === 'failed')) {
        rows.push({ step, ms: null, status: 'skipped', detail: 'an earlier step failed' });
        continue;
      }
      log(`${step}: started (time-out ${options.timeoutsMs[step] / 60_000} min)`);
      const deadline = Date.now() + options.timeoutsMs[step];
      rows.push(await timed(step, () => RUNNERS[step](ctx, deadline), log));
    }
  } finally {
    // Only when the walk did not delete the account itself (a failure or Ctrl-C before step 7).
    if (ctx.parent && !ctx.accountGone) {
      resetInterruption();
      log('cleanup: deleting the throw-away account');
      const deadline = Date.now() + options.timeoutsMs['delete-account'];
      rows.push(await timed('cleanup', () => cleanUp(ctx, deadline), log));
    }
  }
  return rows;
}
