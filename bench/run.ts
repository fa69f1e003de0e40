/**
 * `npm run bench`: runs against the local stack (starting one on a throw-away data directory
 * if none is running): API latency, the story pipeline, the payment webhook under load, and how
 * different two books of one child read, whether saved characters are drawn on every page as on
 * their approved cast sheet (offline engines), the Gemini model calls per book (against a stand-in),
 * a class of 25 books from one lesson (BENCH_ONLY=classroom runs it alone; any steps by name), and Lighthouse on six public pages (two in other languages) with the home page's JavaScript size.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureStack } from '../e2e/stack.js';
import { drawQueueLimits } from '../functions/src/config.js';
import { demoToken, latencyTable } from './latency.js';
import { freshParent } from '../e2e/parents.js';
import { PIPELINE_RUNS, pipelineTable } from './pipeline.js';
import { castLooksTable } from './castLooks.js';
import { classroomTable } from './classroom.js';
import { geminiCallsTable } from './geminiCalls.js';
import { lighthouseTable } from './lighthouse.js';
import { storyVarietyTable } from './storyVariety.js';
import { webhookTable } from './webhook.js';

// A stack the bench starts draws at production's dispatch limits (the budgets are set for them).
const production = drawQueueLimits({});
process.env.STORYSPROUT_DRAW_DISPATCHES_PER_SECOND ??= String(production.maxDispatchesPerSecond);
process.env.STORYSPROUT_DRAW_CONCURRENCY ??= String(production.maxConcurrentDispatches);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-bench-'));
const stack = await ensureStack(dataDir);
const { drawLimits, store } = JSON.parse(readFileSync(path.join(stack.dataDir, 'ready.json'), 'utf8')) as {
  drawLimits: ReturnType<typeof drawQueueLimits>;
  store: string;
};
// The figures depend on the store (README: both stores side by side; STORYSPROUT_EMBEDDED=true
// runs the bench on the embedded SQLite store).
console.log(`Store: ${store}\n`);
const drawing = `${drawLimits.maxDispatchesPerSecond} a second, ${drawLimits.maxConcurrentDispatches} at a time${
  drawLimits.maxDispatchesPerSecond === production.maxDispatchesPerSecond ? " (production's limits)" : ''
}`;
// In this order: Lighthouse first, while the stack is quiet (its timings suffer when the machine
// is busy); the pipeline before anything else draws, so its first book meets cold workers; the
// class of 25 last, so the other steps run on a quiet stack.
const steps: [string, () => Promise<void> | void][] = [
  ['lighthouse', () => lighthouseTable(stack.url)],
  ['latency', async () => latencyTable(await demoToken())],
  // The pipeline spends credits: a parent of its own, so the demo accounts stay as seeded.
  ['pipeline', async () => pipelineTable((await freshParent(PIPELINE_RUNS, 'Bench Parent')).token, drawing)],
  ['webhook', webhookTable],
  ['variety', storyVarietyTable],
  ['castLooks', castLooksTable],
  ['gemini', geminiCallsTable],
  ['classroom', classroomTable],
];
// BENCH_ONLY=pipeline,webhook runs only the named steps (e.g. BENCH_ONLY=classroom).
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const unknown = only?.filter((name) => !steps.some(([step]) => step === name)) ?? [];
try {
  if (unknown.length > 0)
    throw new Error(`BENCH_ONLY names no step ${unknown.join(', ')}: ${steps.map(([n]) => n).join(', ')}`);
  for (const [name, step] of steps) if (!only || only.includes(name)) await step();
  stack.assertLoopbackOnly('the bench');
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
