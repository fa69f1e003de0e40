/**
 * The Firestore emulator the local stack and the tests store their data in. firebase-tools 15
 * refuses its own Java emulators below Java 21; the Google Cloud CLI's Firestore emulator (the
 * `google-cloud-cli-firestore-emulator` package) runs on Java 17, so where only that one exists
 * the stack starts it itself, as it starts the Stripe stand-in and the print lab.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { NO_OUTSIDE_CALLS } from './noOutsideCalls.js';

/** Which Firestore emulator can run here, or why none can. */
export type FirestoreEmulatorSource =
  { source: 'firebase-tools' } | { source: 'gcloud'; command: string } | { source: null; reason: string };

/** The gcloud launcher on PATH whose SDK has the Firestore emulator component, if any. */
function gcloudWithFirestoreEmulator(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v gcloud'], { encoding: 'utf8' });
  const gcloud = found.status === 0 ? found.stdout.trim() : '';
  if (!gcloud) return null;
  // <sdk>/bin/gcloud -> <sdk>/platform/cloud-firestore-emulator
  const sdk = path.dirname(path.dirname(realpathSync(gcloud)));
  return existsSync(path.join(sdk, 'platform', 'cloud-firestore-emulator', 'cloud_firestore_emulator'))
    ? gcloud
    : null;
}

export function findFirestoreEmulator(javaMajor: number | null): FirestoreEmulatorSource {
  if (javaMajor === null) return { source: null, reason: 'no Java found' };
  if (javaMajor >= 21) return { source: 'firebase-tools' };
  const gcloud = gcloudWithFirestoreEmulator();
  if (gcloud) return { source: 'gcloud', command: gcloud };
  return {
    source: null,
    reason: `Java ${javaMajor} found (firebase-tools' emulator needs 21) and no gcloud Firestore emulator`,
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts a process in a group of its own: the launcher spawns java, and both must stop together. */
export function startGroup(command: string, args: string[], log: (text: string) => void): ChildProcess {
  const child = spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...NO_OUTSIDE_CALLS },
  });
  child.stdout?.on('data', (chunk: Buffer) => log(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log(chunk.toString()));
  return child;
}

function killGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Ends a process group and waits for its leader to exit. */
export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (!killGroup(child.pid, 'SIGTERM')) return;
  const killed = setTimeout(() => killGroup(child.pid as number, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(killed);
}

/** Polls until the address answers HTTP at all, or the process ends, or time runs out. */
export async function answering(url: string, child: ChildProcess, name: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} while starting`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${name} did not answer on ${url} within ${timeoutMs / 1000} s`);
}

export interface RunningFirestoreEmulator {
  /** host:port, for FIRESTORE_EMULATOR_HOST. */
  host: string;
  /** Writes the project's data to the data directory (read back at the next start). */
  save(): Promise<void>;
  /** Saves (when started with a data directory), then stops the emulator. */
  stop(): Promise<void>;
}

const EXPORT_NAME = 'firestore_export';
const metadataIn = (dir: string) => path.join(dir, EXPORT_NAME, `${EXPORT_NAME}.overall_export_metadata`);

/**
 * gcloud's Firestore emulator on 127.0.0.1:port. With `dataDir`, the project's documents are
 * read from `<dataDir>/firestore` at start and written back there by save() and stop(), so a
 * local stack keeps its data across restarts as the SQLite file did. A pid file lets the next
 * start end an emulator a killed stack left behind (it runs in a process group of its own).
 */
export async function startFirestoreEmulator(options: {
  command: string;
  port: number;
  projectId: string;
  dataDir?: string;
  log: (text: string) => void;
}): Promise<RunningFirestoreEmulator> {
  const host = `127.0.0.1:${options.port}`;
  const saved = options.dataDir && path.join(options.dataDir, 'firestore');
  const pidFile = options.dataDir && path.join(options.dataDir, 'firestore-emulator.pid');
  if (pidFile && existsSync(pidFile)) {
    const stale = Number(readFileSync(pidFile, 'utf8'));
    if (stale > 0 && killGroup(stale, 'SIGKILL'))
      options.log(`Stopped a Firestore emulator left running (pid ${stale})\n`);
    rmSync(pidFile, { force: true });
  }
  const args = ['emulators', 'firestore', 'start', `--host-port=${host}`];
  if (saved && existsSync(metadataIn(saved))) args.push(`--import-data=${metadataIn(saved)}`);
  const child = startGroup(options.command, args, options.log);
  if (pidFile && child.pid) writeFileSync(pidFile, String(child.pid));
  try {
    await answering(`http://${host}/`, child, 'The Firestore emulator');
  } catch (error) {
    await stopGroup(child);
    throw error;
  }

  const save = async () => {
    if (!saved) return;
    // Written beside the last save and swapped in whole: a stop cut short never leaves half a save.
    const next = `${saved}.next`;
    rmSync(next, { recursive: true, force: true });
    mkdirSync(next, { recursive: true });
    const database = `projects/${options.projectId}/databases/(default)`;
    const response = await fetch(`http://${host}/emulator/v1/projects/${options.projectId}:export`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ database, export_directory: next, export_name: EXPORT_NAME }),
    });
    if (!response.ok) throw new Error(`Saving the Firestore emulator's data answered ${response.status}`);
    await response.arrayBuffer();
    rmSync(saved, { recursive: true, force: true });
    renameSync(next, saved);
  };
  return {
    host,
    save,
    async stop() {
      try {
        if (child.exitCode === null) await save();
      } finally {
        await stopGroup(child);
        if (pidFile) rmSync(pidFile, { force: true });
      }
    },
  };
}
