/**
 * Runs a command with gcloud's Firestore emulator (and, with --auth, firebase-tools' Auth
 * emulator) on free ports of its own, then stops them:
 *
 *   npx tsx functions/src/adapters/firestore/testing/withEmulator.ts [--auth] -- <command...>
 *
 * e.g. `... -- npx vitest run --project unit functions/src/adapters/firestore`. firebase-tools
 * refuses its own Java emulators on Java 17, gcloud's starts on it (ARCHITECTURE.md). The command
 * gets FIRESTORE_EMULATOR_HOST (and FIREBASE_AUTH_EMULATOR_HOST); its exit code is this one's.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NO_OUTSIDE_CALLS } from '../../../../../emulators/src/stack.js';

const STARTUP_MS = 90_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls until the address answers HTTP at all, or the process ends, or time runs out. */
async function answering(url: string, child: ChildProcess, name: string): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} while starting`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${name} did not answer on ${url} within ${STARTUP_MS / 1000} s`);
}

/** Starts a process in a group of its own (the emulators spawn java children). */
function startGroup(command: string, args: string[], log: string[]): ChildProcess {
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...NO_OUTSIDE_CALLS },
  });
  const keep = (chunk: Buffer) => log.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return child;
}

/** Ends a process group and waits for its leader to exit. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const killed = setTimeout(() => {
    try {
      process.kill(-(child.pid as number), 'SIGKILL');
    } catch {
      // gone already
    }
  }, 10_000);
  await exited;
  clearTimeout(killed);
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const split = argv.indexOf('--');
  const flags = split === -1 ? [] : argv.slice(0, split);
  const command = split === -1 ? argv : argv.slice(split + 1);
  if (command.length === 0) {
    console.error('usage: withEmulator.ts [--auth] -- <command...>');
    return 2;
  }
  const started: ChildProcess[] = [];
  const logs: string[] = [];
  let configDir: string | null = null;
  const stopAll = async () => {
    await Promise.all(started.map(stopGroup));
    if (configDir) await rm(configDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  process.once('SIGTERM', () => void stopAll().then(() => process.exit(143)));
  try {
    const env: NodeJS.ProcessEnv = { ...process.env };
    const firestorePort = await freePort();
    const firestore = startGroup(
      'gcloud',
      ['emulators', 'firestore', 'start', `--host-port=127.0.0.1:${firestorePort}`],
      logs,
    );
    started.push(firestore);
    env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestorePort}`;
    if (flags.includes('--auth')) {
      // firebase-tools' Auth emulator is pure Node; a config of its own keeps its ports apart.
      configDir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-auth-emulator-'));
      const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
      const config = {
        emulators: {
          auth: { host: '127.0.0.1', port: auth },
          hub: { host: '127.0.0.1', port: hub },
          logging: { host: '127.0.0.1', port: logging },
          ui: { enabled: false },
        },
      };
      await writeFile(path.join(configDir, 'firebase.json'), JSON.stringify(config));
      const project = env.GCLOUD_PROJECT ?? 'demo-storysprout';
      const firebase = startGroup(
        'npx',
        [
          'firebase',
          'emulators:start',
          '--only',
          'auth',
          '--project',
          project,
          '--config',
          `${configDir}/firebase.json`,
        ],
        logs,
      );
      started.push(firebase);
      env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${auth}`;
      env.GCLOUD_PROJECT = project;
      await answering(`http://127.0.0.1:${auth}/`, firebase, 'The Auth emulator');
    }
    await answering(`http://127.0.0.1:${firestorePort}/`, firestore, 'The Firestore emulator');
    const run = spawn(command[0] as string, command.slice(1), { stdio: 'inherit', env });
    return await new Promise<number>((resolve) =>
      run.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
    );
  } catch (error) {
    console.error(String(error));
    console.error(logs.join('').slice(-4000));
    return 1;
  } finally {
    await stopAll();
  }
}

process.exitCode = await main();
