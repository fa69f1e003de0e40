// Test fixture, never deployed (it has its own firebase.json). Each delivery of the `probe`
// queue is recorded in a SQLite file; a payload's failTimes makes the first attempts throw, so
// the test sees Cloud Tasks' retries with their attempt numbers.
import Database from 'better-sqlite3';
import os from 'node:os';
import path from 'node:path';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';

export const PROBE_DB =
  process.env.STORYSPROUT_PROBE_DB ?? path.join(os.tmpdir(), 'storysprout-task-probe.sqlite');

function record(key, attempt, payload, scheduledTime) {
  const db = new Database(PROBE_DB);
  try {
    db.pragma('busy_timeout = 5000');
    db.exec(
      'CREATE TABLE IF NOT EXISTS deliveries (key TEXT, attempt INTEGER, payload TEXT, scheduled TEXT)',
    );
    db.prepare('INSERT INTO deliveries VALUES (?, ?, ?, ?)').run(
      key,
      attempt,
      JSON.stringify(payload),
      scheduledTime ?? null,
    );
  } finally {
    db.close();
  }
}

export const probe = onTaskDispatched(
  { retryConfig: { maxAttempts: 3, minBackoffSeconds: 1, maxBackoffSeconds: 1 } },
  async (request) => {
    const attempt = request.retryCount + 1;
    record(String(request.data.key), attempt, request.data, request.scheduledTime);
    if (attempt <= Number(request.data.failTimes ?? 0))
      throw new Error(`probe failing attempt ${attempt} on purpose`);
  },
);
