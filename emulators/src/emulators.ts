import { NO_OUTSIDE_CALLS } from './noOutsideCalls.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  AUTH_EXPORT_DIR,
  DATA_DIR,
  FUNCTIONS_URL,
  LOOPBACK_LOG,
  PORTS,
  PROJECT_ID,
  ROOT,
  discoverySettings,
  type StackPlan,
} from './stack.js';
import { answers, waitFor } from './process.js';
import { writeLocalFirebaseJson } from './localFirebaseJson.js';
import { emulatorWarningRecorder, guardedEnv } from './loopbackGuard/index.js';

const firebaseBin = path.join(ROOT, 'node_modules', '.bin', 'firebase');

/**
 * Starts the emulator suite with the plan's adapters. Auth data is imported from and exported
 * back to emulators/.data, so accounts survive restarts like the SQLite store does.
 */
export function startEmulators(plan: StackPlan, options: { persist: boolean }): ChildProcess {
  mkdirSync(DATA_DIR, { recursive: true });
  const args = [
    'emulators:start',
    '--project',
    PROJECT_ID,
    '--config',
    writeLocalFirebaseJson(discoverySettings(), path.join(DATA_DIR, 'functions-env')),
    '--only',
    plan.emulators.join(','),
  ];
  if (options.persist) {
    if (existsSync(path.join(AUTH_EXPORT_DIR, 'firebase-export-metadata.json')))
      args.push('--import', AUTH_EXPORT_DIR);
    args.push('--export-on-exit', AUTH_EXPORT_DIR);
  }
  // The loopback guard rides in every Node process of the suite (the CLI and each functions
  // worker), and the Functions emulator's own warning about an outside request is recorded too.
  const child = spawn(firebaseBin, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...plan.env, ...guardedEnv(LOOPBACK_LOG), ...NO_OUTSIDE_CALLS },
  });
  const record = emulatorWarningRecorder(LOOPBACK_LOG);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream! }).on('line', (line) => {
      record(line);
      out.write(`${line}\n`);
    });
  }
  return child;
}

/** Ready means the api function answers through the Functions emulator (and Hosting serves). */
export async function waitUntilReady(plan: StackPlan, child: ChildProcess): Promise<void> {
  let exitedEarly = false;
  child.once('exit', () => (exitedEarly = true));
  const check = async (url: string) => {
    if (exitedEarly) throw new Error('The Firebase emulators exited during start-up (see the log above)');
    return answers(url);
  };
  await waitFor('the Auth emulator', () => check(`http://127.0.0.1:${PORTS.auth}/`), 120_000);
  await waitFor('the api function', () => check(`${FUNCTIONS_URL}/api/public/getCountry`), 180_000);
  if (plan.emulators.includes('hosting')) {
    await waitFor('Hosting', () => check(`http://127.0.0.1:${PORTS.hosting}/`), 60_000);
  }
}
