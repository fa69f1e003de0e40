import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FirebaseAuthIdentity } from '../adapters/firebaseAdmin/identity.js';
import { InProcessTaskQueue } from '../adapters/inProcess/taskQueue.js';
import { LocalDirectoryBlobStore } from '../adapters/localDirectory/blobStore.js';
import { SqliteDocumentStore } from '../adapters/sqlite/documentStore.js';
import { ManualClock } from '../adapters/systemClock/clock.js';
import { loadConfig } from '../config.js';
import { createEngines, createPayments, createPrint } from '../deps.js';
import { queueDefinitions } from '../tasks/queues.js';
import type { Deps } from '../ports/index.js';

// The Auth emulator only accepts tokens of the project it was started for.
process.env.GCLOUD_PROJECT ??= 'demo-storysprout';

/** The webhook signing secret of the test stack (local checkout and signed test events). */
export const TEST_WEBHOOK_SECRET = 'whsec_storysprout_tests';

export interface TestDeps extends Deps {
  clock: ManualClock;
  tasks: InProcessTaskQueue;
  cleanup(): Promise<void>;
}

/**
 * The real adapters the API tests run on: a SQLite file and a blob directory in a temp dir,
 * the in-process task runner, a settable clock and Firebase Auth (the Auth emulator).
 */
export interface TestDepsOptions {
  /** Multiplies the queues' retry waits so tests run the real rules quickly. */
  timeScale?: number;
  /** Swap an engine, e.g. one that fails on purpose. */
  override?: Partial<Pick<Deps, 'storyteller' | 'illustrator' | 'moderator' | 'blobs'>>;
}

export async function createTestDeps(
  env: Record<string, string> = {},
  options: TestDepsOptions = {},
): Promise<TestDeps> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-api-'));
  const config = loadConfig({
    GCLOUD_PROJECT: 'demo-storysprout',
    STORYSPROUT_STORE: 'sqlite',
    STORYSPROUT_SQLITE_PATH: path.join(dir, 'store.sqlite'),
    STORYSPROUT_BLOBS: 'local',
    STORYSPROUT_BLOB_DIR: path.join(dir, 'blobs'),
    STORYSPROUT_ENGINES: 'offline',
    STORYSPROUT_PAYMENTS: 'local',
    STORYSPROUT_PRINT: 'local',
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    // Tests that pay through the local checkout start a webhook server and set its address.
    STORYSPROUT_WEBHOOK_URL: 'http://127.0.0.1:9/stripeWebhook',
    ...env,
  });
  const store = new SqliteDocumentStore(config.STORYSPROUT_SQLITE_PATH as string);
  const deps = {
    config,
    store,
    blobs: new LocalDirectoryBlobStore(config.STORYSPROUT_BLOB_DIR as string),
    clock: new ManualClock(new Date('2026-03-01T12:00:00Z')),
    identity: new FirebaseAuthIdentity(),
    ...(await createEngines(config)),
    ...options.override,
  };
  const withPayments = {
    ...deps,
    payments: await createPayments(config, deps),
    print: await createPrint(config),
  };
  // The runner needs the handlers and the handlers need the deps: tie the knot here.
  const withTasks = withPayments as typeof withPayments & { tasks: InProcessTaskQueue };
  withTasks.tasks = new InProcessTaskQueue(queueDefinitions(withTasks), {
    timeScale: options.timeScale ?? 0.001,
  });
  return {
    ...withTasks,
    async cleanup() {
      await withTasks.tasks.idle();
      withTasks.tasks.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
