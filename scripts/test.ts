/**
 * `npm test`: every check a change must pass, in lanes side by side (the machines that run it
 * have two cores; most steps keep one busy): types, unit and web components in one; lint and the
 * API suite (on the Firestore emulator) in the other; the Firestore store's suites, the production
 * boot, the Cloud Tasks adapter and the web build's prerender in a third (the first mostly waits
 * on the emulator). A step's output is kept and printed only if it fails; a run that passes
 * prints one line per step with its time.
 *
 * `npm test -- api web` runs only the named steps (in their lanes).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Step {
  name: string;
  /** The package.json script that runs it (also runnable on its own). */
  script: string;
}

const LANES: Step[][] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'unit', script: 'test:unit' },
    { name: 'web', script: 'test:web' },
  ],
  [
    { name: 'lint', script: 'lint' },
    { name: 'api', script: 'test:api' },
  ],
  // The Firestore suites mostly wait on the emulator's locks; the short emulator steps follow.
  [
    { name: 'firestore', script: 'test:firestore' },
    { name: 'boot', script: 'test:boot' },
    { name: 'tasks', script: 'test:tasks' },
    // The web build's prerender refuses a public page that shows a word of the signed-in part;
    // the web tests load both parts, so only the build sees it.
    { name: 'prerender', script: 'test:prerender' },
  ],
];

interface Outcome {
  step: Step;
  ok: boolean;
  seconds: number;
  output: string;
}

function runStep(step: Step): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step.script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // One vitest worker a step: the other lane keeps the second core busy.
      env: {
        ...process.env,
        STORYSPROUT_TEST_WORKERS: process.env.STORYSPROUT_TEST_WORKERS ?? '1',
        FORCE_COLOR: '1',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      resolve({ step, ok: code === 0, seconds: (Date.now() - started) / 1000, output }),
    );
  });
}

/** A lane runs its steps in order and stops at the first that fails. */
async function runLane(steps: Step[], report: (outcome: Outcome) => void): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) {
    const outcome = await runStep(step);
    outcomes.push(outcome);
    report(outcome);
    if (!outcome.ok) break;
  }
  return outcomes;
}

const only = process.argv.slice(2);
const lanes = LANES.map((lane) =>
  lane.filter((step) => only.length === 0 || only.includes(step.name)),
).filter((lane) => lane.length > 0);
const unknown = only.filter((name) => !LANES.flat().some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(
    `No such step: ${unknown.join(', ')} (steps: ${LANES.flat()
      .map((s) => s.name)
      .join(', ')})`,
  );
  process.exit(2);
}

const started = Date.now();
const outcomes = (
  await Promise.all(
    lanes.map((lane) =>
      runLane(lane, (outcome) => {
        const mark = outcome.ok ? 'ok    ' : 'FAILED';
        console.log(`${mark} ${outcome.step.name.padEnd(10)} ${outcome.seconds.toFixed(1).padStart(6)} s`);
      }),
    ),
  )
).flat();
const failed = outcomes.filter((outcome) => !outcome.ok);
for (const outcome of failed)
  console.error(`\n--- ${outcome.step.name} (npm run ${outcome.step.script}) ---\n${outcome.output}`);
const skipped = lanes.flat().length - outcomes.length;
console.log(
  `${failed.length === 0 ? 'All passed' : `${failed.length} failed`}${skipped ? `, ${skipped} not run` : ''} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(failed.length === 0 ? 0 : 1);
