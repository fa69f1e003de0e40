import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMULATED_TASKS_SERVICE_ACCOUNT } from '../../config.js';
import { CloudTasksQueue } from './taskQueue.js';

// Runs under `npm run test:tasks`: the Functions and Cloud Tasks emulators serve the test-only
// codebase functions/testing/task-probe, whose `probe` queue records every delivery.
const PROBE_DB = process.env.STORYSPROUT_PROBE_DB ?? path.join(os.tmpdir(), 'storysprout-task-probe.sqlite');
process.env.GCLOUD_PROJECT ??= 'demo-storysprout';

interface Delivery {
  attempt: number;
  payload: Record<string, unknown>;
  scheduled: string | null;
}

function deliveries(key: string): Delivery[] {
  const db = new Database(PROBE_DB);
  try {
    db.exec(
      'CREATE TABLE IF NOT EXISTS deliveries (key TEXT, attempt INTEGER, payload TEXT, scheduled TEXT)',
    );
    const rows = db
      .prepare('SELECT attempt, payload, scheduled FROM deliveries WHERE key = ? ORDER BY rowid')
      .all(key) as {
      attempt: number;
      payload: string;
      scheduled: string | null;
    }[];
    return rows.map((r) => ({ ...r, payload: JSON.parse(r.payload) as Record<string, unknown> }));
  } finally {
    db.close();
  }
}

async function until<T>(read: () => T, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('CloudTasksQueue against the Cloud Tasks emulator', () => {
  const queue = new CloudTasksQueue({
    projectId: 'demo-storysprout',
    region: 'us-central1',
    serviceAccount: EMULATED_TASKS_SERVICE_ACCOUNT,
  });

  it('delivers the payload to the queue function', async () => {
    const key = randomUUID();
    await queue.enqueue('probe', { key, story: { pages: 10 } });
    const seen = await until(
      () => deliveries(key),
      (d) => d.length >= 1,
    );
    expect(seen.map(({ attempt, payload }) => ({ attempt, payload }))).toEqual([
      { attempt: 1, payload: { key, story: { pages: 10 } } },
    ]);
  });

  it('retries a failing task with increasing attempt numbers until it succeeds', async () => {
    const key = randomUUID();
    await queue.enqueue('probe', { key, failTimes: 2 });
    const seen = await until(
      () => deliveries(key),
      (d) => d.length >= 3,
    );
    expect(seen.map((d) => d.attempt)).toEqual([1, 2, 3]);
  });

  it('accepts a task id once, so a retried enqueue does not run the work twice', async () => {
    const key = randomUUID();
    const id = `probe-${key}`;
    await queue.enqueue('probe', { key }, { id });
    await queue.enqueue('probe', { key }, { id });
    await until(
      () => deliveries(key),
      (d) => d.length >= 1,
    );
    // A second delivery, were there one, would follow within the same second.
    const settled = await until(
      () => deliveries(key),
      (d) => d.length > 1,
      3_000,
    );
    expect(settled).toHaveLength(1);
  });

  // The emulator dispatches at once whatever the schedule (Cloud Tasks itself waits), so this
  // checks that the adapter asks for the delay: the task's ETA reaches the function.
  it('schedules a delayed task for later', async () => {
    const key = randomUUID();
    const enqueuedAt = Date.now();
    await queue.enqueue('probe', { key }, { delaySeconds: 120 });
    const [delivery] = await until(
      () => deliveries(key),
      (d) => d.length >= 1,
    );
    const eta = new Date(delivery?.scheduled ?? 0).getTime();
    expect(eta - enqueuedAt).toBeGreaterThanOrEqual(119_000);
    expect(eta - enqueuedAt).toBeLessThan(125_000);
  });
});
