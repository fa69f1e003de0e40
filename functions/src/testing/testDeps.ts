import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FirebaseAuthIdentity } from '../adapters/firebaseAdmin/identity.js';
import { InProcessTaskQueue } from '../adapters/inProcess/taskQueue.js';
import { LocalDirectoryBlobStore } from '../adapters/localDirectory/blobStore.js';
import { SqliteDocumentStore } from '../adapters/sqlite/documentStore.js';
import { ManualClock } from '../adapters/systemClock/clock.js';
import { loadConfig } from '../config.js';
import type { Deps } from '../ports/index.js';

// The Auth emulator only accepts tokens of the project it was started for.
process.env.GCLOUD_PROJECT ??= 'demo-storysprout';

export interface TestDeps extends Deps {
  clock: ManualClock;
  tasks: InProcessTaskQueue;
  cleanup(): Promise<void>;
}

/**
 * The real adapters the API tests run on: a SQLite file and a blob directory in a temp dir,
 * the in-process task runner, a settable clock and Firebase Auth (the Auth emulator).
 */
export async function createTestDeps(env: Record<string, string> = {}): Promise<TestDeps> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-api-'));
  const config = loadConfig({
    GCLOUD_PROJECT: 'demo-storysprout',
    STORYSPROUT_STORE: 'sqlite',
    STORYSPROUT_SQLITE_PATH: path.join(dir, 'store.sqlite'),
    STORYSPROUT_BLOBS: 'local',
    STORYSPROUT_BLOB_DIR: path.join(dir, 'blobs'),
    ...env,
  });
  const store = new SqliteDocumentStore(config.STORYSPROUT_SQLITE_PATH as string);
  return {
    config,
    store,
    blobs: new LocalDirectoryBlobStore(config.STORYSPROUT_BLOB_DIR as string),
    tasks: new InProcessTaskQueue({}),
    clock: new ManualClock(new Date('2026-03-01T12:00:00Z')),
    identity: new FirebaseAuthIdentity(),
    async cleanup() {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
