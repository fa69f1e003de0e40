import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../config.js';
import { createBlobs, createEngines, createNarrator } from '../../../deps.js';
import type { DocumentStore } from '../../../ports/documentStore.js';
import type { Deps, PortName } from '../../../ports/index.js';
import type { Identity } from '../../../ports/identity.js';
import { queueDefinitions } from '../../../queues.js';
import { silentLogger } from '../../../testing/logs.js';
import { FirebaseAuthIdentity } from '../../firebaseAdmin/identity.js';
import { InProcessTaskQueue } from '../../inProcess/taskQueue.js';
import { ManualClock } from '../../systemClock/clock.js';
import type { FirestoreDocumentStoreOptions } from '../documentStore.js';
import { emulatorStore, type EmulatorStore } from './emulatorStore.js';
import { acrossInstances } from './instances.js';

export interface EmulatorDeps extends Deps {
  clock: ManualClock;
  tasks: InProcessTaskQueue;
  /** The store's emulator project (its id, every path in it). */
  emulated: EmulatorStore;
  cleanup(): Promise<void>;
}

/** A port these tests do not wire: any use says so (as deps.ts does for a function's others). */
function unwired(port: PortName): never {
  return new Proxy(
    {},
    {
      get(_target, property) {
        if (property === 'then') return undefined;
        throw new Error(
          `The ${port} port is not wired in the Firestore emulator tests (${String(property)})`,
        );
      },
    },
  ) as never;
}

/**
 * Unit-level deps over the Firestore emulator, in a project of their own: the production
 * FirestoreDocumentStore, blobs in a temp dir, the offline engines, the in-process task runner
 * with every queue's handler, and a settable clock. Payments and print are not wired; Auth is the
 * Auth emulator's when FIREBASE_AUTH_EMULATOR_HOST is set.
 */
export async function emulatorDeps(
  prefix: string,
  options: {
    store?: FirestoreDocumentStoreOptions;
    /** Wraps the store the features get (a recorder, a limits check); cleanup closes the inner one. */
    wrapStore?: (store: DocumentStore) => DocumentStore;
    /** Spreads the store's calls over this many function instances (acrossInstances). */
    instances?: number;
  } = {},
): Promise<EmulatorDeps> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `storysprout-${prefix}-`));
  const emulated = emulatorStore(prefix, options.store);
  const config = loadConfig(
    {
      GCLOUD_PROJECT: emulated.projectId,
      FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST,
      STORYSPROUT_STORE: 'firestore',
      STORYSPROUT_BLOBS: 'local',
      STORYSPROUT_BLOB_DIR: path.join(dir, 'blobs'),
      STORYSPROUT_ENGINES: 'offline',
    },
    ['store', 'blobs', 'tasks', 'storyteller', 'illustrator', 'moderator', 'narrator'],
  );
  const logger = silentLogger;
  const identity: Identity = process.env.FIREBASE_AUTH_EMULATOR_HOST
    ? new FirebaseAuthIdentity()
    : unwired('identity');
  const spread =
    (options.instances ?? 1) > 1
      ? acrossInstances([
          emulated.store,
          ...Array.from({ length: (options.instances as number) - 1 }, () => emulated.instance()),
        ])
      : emulated.store;
  const deps = {
    config,
    settings: config.settings,
    store: options.wrapStore ? options.wrapStore(spread) : spread,
    blobs: await createBlobs(config),
    clock: new ManualClock(new Date('2026-03-01T12:00:00Z')),
    logger,
    identity,
    ...(await createEngines(config, logger)),
    payments: unwired('payments'),
    print: null,
    mailer: null,
    narrator: await createNarrator(config),
  };
  const withTasks = deps as typeof deps & { tasks: InProcessTaskQueue };
  withTasks.tasks = new InProcessTaskQueue(queueDefinitions(withTasks), { timeScale: 0.001, logger });
  return {
    ...withTasks,
    emulated,
    async cleanup() {
      await withTasks.tasks.finish();
      await emulated.cleanup();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
