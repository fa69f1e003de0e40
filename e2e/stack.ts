import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { answers, exited, waitFor } from '../emulators/src/process.js';
import { DATA_DIR, FUNCTIONS_URL, HOSTING_URL, ROOT, loopbackLogIn } from '../emulators/src/stack.js';
import { assertNothingLeftTheMachine } from '../emulators/src/loopbackGuard/index.js';

export interface RunningStack {
  url: string;
  /** Whether this process started the stack (and so must stop it). */
  owned: boolean;
  /** The stack's data directory (its store, blobs and logs). */
  dataDir: string;
  /** Throws, naming the calls, if any process of the stack tried to connect off this machine. */
  assertLoopbackOnly(run: string): void;
  /** The end of the stack's own output (kept in its data directory), for a failure report. */
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

function stackOf(dataDir: string, owned: boolean, stop: () => Promise<void>): RunningStack {
  const logFile = path.join(dataDir, 'stack.log');
  return {
    url: HOSTING_URL,
    owned,
    dataDir,
    assertLoopbackOnly: (run) => assertNothingLeftTheMachine(loopbackLogIn(dataDir), run),
    logTail: (lines = 60) =>
      existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n') : '',
    stop,
  };
}

async function isUp(): Promise<boolean> {
  return (
    (await answers(`${HOSTING_URL}/`).catch(() => false)) &&
    (await answers(`${FUNCTIONS_URL}/api/public/getCountry`).catch(() => false))
  );
}

/**
 * Uses a stack that is already running, or starts `npm start` on its own data directory
 * and stops it again afterwards.
 */
export async function ensureStack(dataDir: string, options: { build?: boolean } = {}): Promise<RunningStack> {
  if (await isUp()) return stackOf(DATA_DIR, false, async () => {});
  const args = [path.join(ROOT, 'emulators', 'start.ts'), ...(options.build === false ? ['--no-build'] : [])];
  // The stack's output goes to its data directory: a run that passes prints nothing of it.
  const log = openSync(path.join(dataDir, 'stack.log'), 'a');
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), args, {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    // The print lab moves its jobs every 2 s, so the print journey sees SHIPPED within the test.
    env: { ...process.env, STORYSPROUT_DATA_DIR: dataDir, STORYSPROUT_PRINT_LAB_STEP_SECONDS: '2' },
  });
  let failed = false;
  child.once('exit', () => (failed = true));
  // A run stopped from outside (a signal to this process alone, e.g. CI's time limit) takes the
  // stack it started with it, rather than leaving the emulators and their workers running.
  const stopOnSignal = (signal: NodeJS.Signals) => {
    child.kill('SIGINT');
    void exited(child).then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  const stack = stackOf(dataDir, true, async () => {
    process.off('SIGINT', stopOnSignal);
    process.off('SIGTERM', stopOnSignal);
    child.kill('SIGINT');
    await exited(child);
  });
  try {
    await waitFor(
      'npm start to be ready',
      async () => {
        if (failed) throw new Error('npm start exited before the stack was ready');
        // ready.json appears once the demo data is seeded, not merely when the ports answer.
        return existsSync(path.join(dataDir, 'ready.json'));
      },
      600_000,
      500,
    );
  } catch (error) {
    console.error(stack.logTail());
    throw error;
  }
  return stack;
}

/**
 * Runs `work` on a stack (one already running, or `npm start` on a fresh data directory named
 * after `prefix`), then stops the stack, removes that directory and exits with the code `work`
 * returns: 1 when it throws, saying why.
 */
export async function runOnStack(
  prefix: string,
  work: (stack: RunningStack, dataDir: string) => Promise<number>,
): Promise<never> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const stack = await ensureStack(dataDir);
  let code = 1;
  try {
    code = await work(stack, dataDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(code);
}
