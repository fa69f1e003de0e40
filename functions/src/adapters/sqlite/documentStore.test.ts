import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { describeDocumentStoreContract } from '../../ports/documentStore.contract.js';
import { SqliteDocumentStore } from './documentStore.js';

async function tempStore(): Promise<{ store: SqliteDocumentStore; file: string; cleanup(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-sqlite-'));
  const file = path.join(dir, 'store.sqlite');
  const store = new SqliteDocumentStore(file);
  return {
    store,
    file,
    async cleanup() {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A store and a second connection to its file (as another process has), both closed after `run`. */
async function withTwoConnections(
  run: (store: SqliteDocumentStore, other: SqliteDocumentStore) => Promise<void>,
) {
  const { store, file, cleanup } = await tempStore();
  const other = new SqliteDocumentStore(file);
  try {
    await run(store, other);
  } finally {
    await other.close();
    await cleanup();
  }
}

describeDocumentStoreContract('sqlite', tempStore);

describe('SqliteDocumentStore', () => {
  it('describes itself with its file', async () => {
    const { store, file, cleanup } = await tempStore();
    expect(store.description).toBe(`sqlite (${file})`);
    await cleanup();
  });

  it('opens a file written before documents knew their creation: its documents sort as created first', async () => {
    const { store, file, cleanup } = await tempStore();
    await store.close();
    const old = new Database(file);
    old.exec(`DROP TABLE documents;
      CREATE TABLE documents (collection TEXT NOT NULL, id TEXT NOT NULL, data TEXT NOT NULL,
        version INTEGER NOT NULL, PRIMARY KEY (collection, id)) WITHOUT ROWID;
      INSERT INTO documents VALUES ('books', 'old', '{"title":"Old"}', 1);`);
    old.close();
    const reopened = new SqliteDocumentStore(file);
    try {
      await reopened.create('books/new', { title: 'New' });
      const books = await reopened.query('books');
      expect(books.map((b) => [b.id, b.data.title])).toEqual([
        ['new', 'New'],
        ['old', 'Old'],
      ]);
      expect(books[1]!.created < books[0]!.created).toBe(true);
    } finally {
      await reopened.close();
      await cleanup();
    }
  });

  it('shares one file between store instances, as separate processes do', async () => {
    await withTwoConnections(async (store, other) => {
      await store.create('counters/c', { value: 0 });
      // Two instances do not share the in-process queue, so this exercises conflict detection and retry.
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 ? store : other).runTransaction(async (tx) => {
            const counter = await tx.get('counters/c');
            tx.update('counters/c', { value: (counter?.value as number) + 1 });
          }),
        ),
      );
      expect(await other.get('counters/c')).toEqual({ value: 40 });
    });
  });

  it('detects a conflicting write by another connection and retries the function', async () => {
    await withTwoConnections(async (store, other) => {
      await store.create('counters/c', { value: 0 });
      let runs = 0;
      await store.runTransaction(async (tx) => {
        runs += 1;
        const counter = await tx.get('counters/c');
        if (runs === 1) await other.update('counters/c', { value: 10 });
        tx.update('counters/c', { value: (counter?.value as number) + 1 });
      });
      expect(runs).toBe(2);
      expect(await store.get('counters/c')).toEqual({ value: 11 });
    });
  });

  it('treats a document deleted and re-created with other data as changed', async () => {
    await withTwoConnections(async (store, other) => {
      await store.create('docs/d', { v: 'old' });
      const seen: unknown[] = [];
      await store.runTransaction(async (tx) => {
        const doc = await tx.get('docs/d');
        seen.push(doc?.v);
        if (seen.length === 1) {
          await other.delete('docs/d');
          await other.create('docs/d', { v: 'new' });
        }
        tx.set('docs/d', { v: `${doc?.v}+1` });
      });
      expect(seen).toEqual(['old', 'new']);
      expect(await store.get('docs/d')).toEqual({ v: 'new+1' });
    });
  });

  it('re-runs a query at commit, so an insert into its result range is a conflict', async () => {
    await withTwoConnections(async (store, other) => {
      let runs = 0;
      await store.runTransaction(async (tx) => {
        runs += 1;
        const open = await tx.query('orders', { where: [['status', '==', 'open']] });
        if (runs === 1) await other.create('orders/o1', { status: 'open' });
        tx.set('summary/orders', { open: open.length });
      });
      expect(runs).toBe(2);
      expect(await store.get('summary/orders')).toEqual({ open: 1 });
    });
  });

  it('retries when the function failed on reads that had changed underneath it', async () => {
    await withTwoConnections(async (store, other) => {
      await store.create('pair/a', { v: 1 });
      await store.create('pair/b', { v: 1 });
      let runs = 0;
      await store.runTransaction(async (tx) => {
        runs += 1;
        const a = await tx.get('pair/a');
        // Another writer moves both documents between our two reads: we see a torn pair.
        if (runs === 1)
          await other.runTransaction(async (t) => (t.set('pair/a', { v: 2 }), t.set('pair/b', { v: 2 })));
        const b = await tx.get('pair/b');
        if (a?.v !== b?.v) throw new Error('invariant broken: a and b differ');
      });
      expect(runs).toBe(2);
    });
  });

  it('retries a function whose read found the file locked by another process', async () => {
    const { store, cleanup } = await tempStore();
    await store.create('counters/c', { value: 1 });
    let runs = 0;
    try {
      const value = await store.runTransaction(async (tx) => {
        runs += 1;
        const counter = await tx.get('counters/c');
        // What better-sqlite3 throws for a read while another process holds the file.
        if (runs === 1) throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
        return counter?.value;
      });
      expect(value).toBe(1);
      expect(runs).toBe(2);
    } finally {
      await cleanup();
    }
  });

  it('opens a file another process holds once that process lets go', async () => {
    const { store, file, cleanup } = await tempStore();
    await store.create('counters/c', { value: 7 });
    await store.close();
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(process.argv[1]);
         db.pragma('locking_mode = EXCLUSIVE');
         db.prepare("UPDATE meta SET value = value WHERE key = 'version'").run();
         console.log('locked');
         setTimeout(() => process.exit(0), 300);`,
        file,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => holder.stdout!.on('data', () => resolve()));
    const opened = new SqliteDocumentStore(file, { busyTimeoutMs: 20 });
    try {
      expect(await opened.get('counters/c')).toEqual({ value: 7 });
    } finally {
      await opened.close();
      holder.kill();
      await cleanup();
    }
  });

  it('gives up with TransactionAbortedError when conflicts never stop', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'storysprout-sqlite-'));
    const file = path.join(dir, 'store.sqlite');
    const store = new SqliteDocumentStore(file, { maxAttempts: 3 });
    const other = new SqliteDocumentStore(file);
    await store.create('counters/c', { value: 0 });
    const attempt = store.runTransaction(async (tx) => {
      const counter = await tx.get('counters/c');
      await other.update('counters/c', { value: (counter?.value as number) + 100 });
      tx.update('counters/c', { value: 1 });
    });
    await expect(attempt).rejects.toMatchObject({ name: 'TransactionAbortedError' });
    expect(await store.get('counters/c')).toEqual({ value: 300 });
    await other.close();
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('rejects a transaction started inside another instead of deadlocking', async () => {
    const { store, cleanup } = await tempStore();
    await expect(store.runTransaction(async () => store.runTransaction(async () => 1))).rejects.toThrow(
      /Nested transactions/,
    );
    await cleanup();
  });

  it('names the offending field when data is not JSON', async () => {
    const { store, cleanup } = await tempStore();
    await expect(store.set('users/u1', { profile: { born: new Date() } } as never)).rejects.toThrow(
      /profile\.born.*Date/,
    );
    await expect(store.set('users/u1', { score: NaN })).rejects.toThrow(/score.*NaN/);
    await cleanup();
  });

  it('explains what is wrong with a path', async () => {
    const { store, cleanup } = await tempStore();
    await expect(store.get('users')).rejects.toThrow(/even number of segments/);
    await expect(store.query('users/u1')).rejects.toThrow(/odd number of segments/);
    await expect(store.get('users//u1')).rejects.toThrow(/empty segment/);
    await cleanup();
  });
});
