/**
 * `npm run test:e2e:repeat` (CI): on ONE stack, the e2e suite, a short bench, the e2e suite
 * again, then the crash drill (e2e/crashDrill.ts). Every journey makes the accounts and credits it needs, so the second run must pass on
 * a stack the first run and the bench have used.
 */
import path from 'node:path';
import { run } from '../emulators/src/process.js';
import { ROOT } from '../emulators/src/stack.js';
import { runOnStack } from './stack.js';

await runOnStack('storysprout-e2e-repeat-', async (stack, dataDir) => {
  // The journeys read the stack's store (e.g. the newsletter check) from its data directory.
  const env = { ...process.env, STORYSPROUT_E2E_URL: stack.url, STORYSPROUT_DATA_DIR: dataDir };
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  // e2e/run.ts and bench/run.ts use the stack that is running instead of starting their own.
  await run(tsx, ['e2e/run.ts'], { cwd: ROOT, env });
  await run(tsx, ['bench/run.ts'], {
    cwd: ROOT,
    env: { ...env, BENCH_SECONDS: '2', BENCH_PIPELINE_RUNS: '1' },
  });
  await run(tsx, ['e2e/run.ts'], { cwd: ROOT, env });
  // Last, as it kills the functions workers: nothing may be lost or done twice.
  await run(tsx, ['e2e/crashDrill.ts'], { cwd: ROOT, env });
  return 0;
});
