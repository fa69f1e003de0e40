import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { SqliteDocumentStore } from './documentStore.js';

const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
const worker = fileURLToPath(new URL('./testing/incrementWorker.ts', import.meta.url));

interface Worker {
  ready: Promise<void>;
  done: Promise<{ runs: number; claimed: boolean }>;
  go(): void;
}

function startWorker(file: string, increments: number, name: string): Worker {
  const child = spawn(tsx, [worker, file, String(increments), name], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  let markReady: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.startsWith('ready\n')) markReady();
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<{ runs: number; claimed: boolean }>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`worker ${name} exited with ${code}: ${stderr}`));
      resolve(JSON.parse(stdout.split('\n').filter(Boolean).at(-1) as string));
    });
  });
  return {
    ready: Promise.race([ready, done.then(() => undefined)]),
    done,
    go: () => child.stdin.end('go\n'),
  };
}

// The local stack runs several processes on one file (emulator workers, the seed script):
// transactions must stay serializable between them, not only within one process.
it('serializes transactions across 4 processes sharing one SQLite file', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-sqlite-xproc-'));
  const file = path.join(dir, 'store.sqlite');
  try {
    const workers = ['w1', 'w2', 'w3', 'w4'].map((name) => startWorker(file, 25, name));
    await Promise.all(workers.map((w) => w.ready));
    for (const w of workers) w.go();
    const results = await Promise.all(workers.map((w) => w.done));

    const store = new SqliteDocumentStore(file);
    expect(await store.get('counters/shared')).toEqual({ value: 100 });
    expect(results.filter((r) => r.claimed)).toHaveLength(1);
    expect(await store.get('claims/first')).not.toBeNull();
    await store.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);
