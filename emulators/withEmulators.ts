/**
 * Runs a command beside a Firestore emulator (gcloud's on Java 17, firebase-tools' own on
 * Java 21) and, with --auth, firebase-tools' Auth emulator, all on free ports of their own (so it
 * runs beside a local stack), then stops them:
 *
 *   npx tsx emulators/withEmulators.ts [--auth] [--or-embedded] -- <command...>
 *
 * The command gets FIRESTORE_EMULATOR_HOST (and FIREBASE_AUTH_EMULATOR_HOST, GCLOUD_PROJECT); its
 * exit code is this one's. Where no Firestore emulator exists, --or-embedded runs the command
 * without one (the API tests then use the embedded SQLite store) and says so; without it, or with
 * STORYSPROUT_REQUIRE_FIRESTORE=true (CI), that is an error. STORYSPROUT_EMBEDDED=true asks for
 * the embedded store, as it does of `npm start`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  answering,
  findFirestoreEmulator,
  type FirestoreEmulatorSource,
  freePort,
  startGroup,
  stopGroup,
} from './src/firestoreEmulator.js';
import { javaMajorVersion } from './src/java.js';
import { NO_OUTSIDE_CALLS } from './src/noOutsideCalls.js';

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const split = argv.indexOf('--');
  const flags = split === -1 ? [] : argv.slice(0, split);
  const command = split === -1 ? argv : argv.slice(split + 1);
  if (command.length === 0) {
    console.error('usage: withEmulators.ts [--auth] [--or-embedded] -- <command...>');
    return 2;
  }
  const found: FirestoreEmulatorSource =
    process.env.STORYSPROUT_EMBEDDED === 'true'
      ? { source: null, reason: 'STORYSPROUT_EMBEDDED=true' }
      : findFirestoreEmulator(javaMajorVersion());
  const env: NodeJS.ProcessEnv = { ...process.env, ...NO_OUTSIDE_CALLS };
  if (found.source === null) {
    if (!flags.includes('--or-embedded') || env.STORYSPROUT_REQUIRE_FIRESTORE === 'true') {
      console.error(`No Firestore emulator can run here: ${found.reason}`);
      return 1;
    }
    console.log(`No Firestore emulator here (${found.reason}): running on the embedded SQLite store.`);
  }
  const started: ChildProcess[] = [];
  const logs: string[] = [];
  const log = (text: string) => void logs.push(text);
  let configDir: string | null = null;
  const stopAll = async () => {
    await Promise.all(started.map(stopGroup));
    if (configDir) await rm(configDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  process.once('SIGTERM', () => void stopAll().then(() => process.exit(143)));
  try {
    const waits: Promise<void>[] = [];
    const firestorePort = await freePort();
    if (found.source === 'gcloud') {
      const firestore = startGroup(
        found.command,
        ['emulators', 'firestore', 'start', `--host-port=127.0.0.1:${firestorePort}`],
        log,
      );
      started.push(firestore);
      waits.push(answering(`http://127.0.0.1:${firestorePort}/`, firestore, 'The Firestore emulator'));
    }
    // firebase-tools' emulators (Auth, and Firestore on Java 21) on ports of their own, so this
    // runs beside a local stack.
    const only = [
      ...(flags.includes('--auth') ? ['auth'] : []),
      ...(found.source === 'firebase-tools' ? ['firestore'] : []),
    ];
    if (only.length > 0) {
      configDir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-emulators-'));
      const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
      const config = {
        emulators: {
          auth: { host: '127.0.0.1', port: auth },
          firestore: { host: '127.0.0.1', port: firestorePort },
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
          only.join(','),
          '--project',
          project,
          '--config',
          `${configDir}/firebase.json`,
        ],
        log,
      );
      started.push(firebase);
      env.GCLOUD_PROJECT = project;
      if (only.includes('auth')) {
        env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${auth}`;
        waits.push(answering(`http://127.0.0.1:${auth}/`, firebase, 'The Auth emulator'));
      }
      if (only.includes('firestore'))
        waits.push(answering(`http://127.0.0.1:${firestorePort}/`, firebase, 'The Firestore emulator'));
    }
    if (found.source !== null) env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestorePort}`;
    await Promise.all(waits);
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
