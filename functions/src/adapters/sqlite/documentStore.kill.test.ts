import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { SqliteDocumentStore } from './documentStore.js';

const worker = fileURLToPath(new URL('./testing/ledgerWorker.ts', import.meta.url));

function startWriter(file: string, name: string): { child: ChildProcess; ready: Promise<void> } {
  // node itself (tsx as a loader, not the tsx CLI, which would run the worker in a grandchild
  // that survives the kill): SIGKILL must hit the process that holds the database.
  const child = spawn(process.execPath, ['--import', 'tsx', worker, file, name], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code, signal) =>
      reject(new Error(`writer ${name} stopped (${code ?? signal}): ${stderr}`)),
    );
  });
  return { child, ready };
}

async function ledgerCount(file: string): Promise<number> {
  const store = new SqliteDocumentStore(file);
  try {
    return (await store.query('ledger')).length;
  } finally {
    await store.close();
  }
}

async function waitForMoreEntries(file: string, than: number): Promise<number> {
  for (;;) {
    const n = await ledgerCount(file);
    if (n > than) return n;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// The local stack's processes can die at any moment (a crashed emulator worker, Ctrl-C): a
// writer killed in the middle of a transaction must leave the file whole and every balance
// equal to the sum of its ledger entries.
it('survives kill -9 of writers in the middle of transactions', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-sqlite-kill-'));
  const file = path.join(dir, 'store.sqlite');
  let kills = 0;
  try {
    let seen = 0;
    for (let round = 0; round < 6; round++) {
      const writers = ['w1', 'w2', 'w3'].map((name) => startWriter(file, `${name}r${round}`));
      await Promise.all(writers.map((w) => w.ready));
      // Let every round commit something, then kill each writer at its own random moment.
      seen = await waitForMoreEntries(file, seen);
      await Promise.all(
        writers.map(async ({ child }) => {
          await new Promise((resolve) => setTimeout(resolve, 30 + Math.floor(Math.random() * 150)));
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGKILL');
          await exited;
          kills += 1;
        }),
      );
    }

    expect(kills).toBe(18);
    const db = new Database(file, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();

    const store = new SqliteDocumentStore(file);
    const entries = await store.query('ledger');
    const balances = await store.query('balances');
    expect(entries.length).toBeGreaterThan(0);
    const sums = new Map<string, number>();
    for (const e of entries)
      sums.set(
        e.data.account as string,
        (sums.get(e.data.account as string) ?? 0) + (e.data.amount as number),
      );
    for (const b of balances)
      expect(b.data.value, b.path).toBe(sums.get(b.path.split('/')[1] as string) ?? 0);
    expect(balances.length).toBe(sums.size);
    await store.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 120_000);
