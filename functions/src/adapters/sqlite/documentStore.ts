import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import {
  AlreadyExistsError,
  type DocData,
  type DocSnapshot,
  type DocumentStore,
  NotFoundError,
  type Query,
  type Transaction,
  TransactionAbortedError,
} from '../../ports/documentStore.js';
import { type DocumentLocation, parseCollectionPath, parseDocumentPath } from '../common/documentPath.js';
import { mergeDeep } from './merge.js';
import { Mutex } from './mutex.js';
import { type ReadRecord, type WriteOp, writeOp } from './operations.js';
import { evaluate, type Row, sqlPrefilter, toSnapshot, validateQuery } from './query.js';
import { fingerprint, SqliteTransaction, type StoreReader } from './transaction.js';

export interface SqliteDocumentStoreOptions {
  /** Attempts of a conflicting transaction before TransactionAbortedError. */
  maxAttempts?: number;
  /** How long a commit waits for another process's write lock before counting as a conflict. */
  busyTimeoutMs?: number;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS documents (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    data TEXT NOT NULL,
    version INTEGER NOT NULL,
    created INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (collection, id)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
  INSERT OR IGNORE INTO meta (key, value) VALUES ('version', 0);
`;

/**
 * The DocumentStore on one SQLite file, shared by several processes (functions emulator
 * workers, the seed script), with Firestore's semantics.
 *
 * Transactions are optimistic and serializable across processes: an attempt records every read
 * (document versions, absences, query results) and buffers its writes; the commit runs in one
 * BEGIN IMMEDIATE transaction (the file's single write lock) that re-checks every read and only
 * then applies the writes. A changed read means another writer got in between, so the whole
 * function is retried after a jittered backoff. Versions come from one file-wide counter, so a
 * document deleted and re-created never reuses a version a reader recorded.
 *
 * Within one process, transactions are queued through a mutex so they do not conflict with each
 * other needlessly; consequently a transaction must not start another one (nested transactions
 * are rejected with an error rather than deadlocking). Plain reads and writes are not queued.
 */
export class SqliteDocumentStore implements DocumentStore {
  readonly description: string;
  private readonly db: Database.Database;
  private readonly maxAttempts: number;
  private readonly mutex = new Mutex();
  private readonly inTransaction = new AsyncLocalStorage<true>();
  private readonly statements = new Map<string, Database.Statement>();
  private readonly reader: StoreReader;
  private readonly commitImmediate: (reads: ReadRecord[], writes: WriteOp[]) => boolean;
  private readonly validateDeferred: (reads: ReadRecord[]) => boolean;

  constructor(filePath: string, options: SqliteDocumentStoreOptions = {}) {
    this.description = `sqlite (${filePath})`;
    this.maxAttempts = options.maxAttempts ?? 40;
    if (filePath !== ':memory:') mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
    this.db = new Database(filePath);
    // busy_timeout first: the other pragmas and the schema may wait on another process's lock.
    this.db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    whileLocked(() => {
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('synchronous = NORMAL');
      this.db.exec(SCHEMA);
      addCreatedColumn(this.db);
    });

    this.reader = { readDoc: (at) => this.readDoc(at), runQuery: (c, q) => this.runQuery(c, q) };
    const commit = this.db.transaction((reads: ReadRecord[], writes: WriteOp[]) => {
      if (!this.readsStillValid(reads)) return false;
      if (writes.length > 0) {
        const version = this.statement(
          `UPDATE meta SET value = value + 1 WHERE key = 'version' RETURNING value`,
        ).get() as {
          value: number;
        };
        for (const op of writes) this.apply(op, version.value);
      }
      return true;
    });
    this.commitImmediate = commit.immediate;
    // A read-only check only needs one consistent snapshot, not the write lock.
    this.validateDeferred = this.db.transaction((reads: ReadRecord[]) =>
      this.readsStillValid(reads),
    ).deferred;
  }

  async get(path: string): Promise<DocData | null> {
    return this.readDoc(parseDocumentPath(path))?.data ?? null;
  }

  async create(path: string, data: DocData): Promise<void> {
    await this.write(writeOp.create(path, data));
  }

  async set(path: string, data: DocData, options?: { merge?: boolean }): Promise<void> {
    await this.write(writeOp.set(path, data, options));
  }

  async update(path: string, patch: DocData): Promise<void> {
    await this.write(writeOp.update(path, patch));
  }

  async delete(path: string): Promise<void> {
    await this.write(writeOp.delete(path));
  }

  async query(collection: string, query: Query = {}): Promise<DocSnapshot[]> {
    parseCollectionPath(collection);
    validateQuery(query);
    return this.runQuery(collection, query).map((r) => toSnapshot(collection, r));
  }

  async runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    if (this.inTransaction.getStore()) {
      throw new Error(
        'Nested transactions are not supported: use the tx you were given instead of starting another',
      );
    }
    return this.mutex.run(() => this.inTransaction.run(true, () => this.attempts(fn)));
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  private async attempts<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const tx = new SqliteTransaction(this.reader);
      let result: T;
      try {
        result = await fn(tx);
      } catch (error) {
        tx.finish();
        // The reads are not one snapshot until validated: an error caused by a read that another
        // writer has since changed (e.g. an invariant seen half-updated) deserves a clean retry.
        // So does a read that found the file locked by another process (SQLITE_BUSY).
        if (attempt < this.maxAttempts && (isBusy(error) || !this.validate(tx.reads))) {
          await sleep(backoffMs(attempt));
          continue;
        }
        throw error;
      }
      tx.finish();
      if (this.tryCommit(tx.reads, tx.writes)) return result;
      if (attempt >= this.maxAttempts) {
        throw new TransactionAbortedError(
          `Transaction aborted after ${attempt} conflicting attempts (${this.description})`,
        );
      }
      await sleep(backoffMs(attempt));
    }
  }

  /** Plain writes never conflict; they only retry while another process holds the lock too long. */
  private async write(op: WriteOp): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      if (this.tryCommit([], [op])) return;
      if (attempt >= this.maxAttempts) {
        throw new TransactionAbortedError(`Write to ${op.path} gave up: ${this.description} stayed locked`);
      }
      await sleep(backoffMs(attempt));
    }
  }

  /** false = conflict (a read changed, or the write lock could not be had in time): retry. */
  private tryCommit(reads: ReadRecord[], writes: WriteOp[]): boolean {
    try {
      return writes.length > 0 ? this.commitImmediate(reads, writes) : this.validateDeferred(reads);
    } catch (error) {
      if (isBusy(error)) return false;
      throw error;
    }
  }

  private validate(reads: ReadRecord[]): boolean {
    return this.tryCommit(reads, []);
  }

  private readsStillValid(reads: ReadRecord[]): boolean {
    return reads.every((read) =>
      read.kind === 'doc'
        ? (this.readVersion(read.at) ?? null) === read.version
        : fingerprint(this.runQuery(read.collection, read.query)) === read.fingerprint,
    );
  }

  private apply(op: WriteOp, version: number): void {
    const current = this.readDoc(op.at);
    switch (op.kind) {
      case 'create':
        if (current) throw new AlreadyExistsError(op.path);
        return this.put(op.at, op.data, version);
      case 'set':
        return this.put(op.at, op.merge ? mergeDeep(current?.data ?? {}, op.data) : op.data, version);
      case 'update':
        if (!current) throw new NotFoundError(op.path);
        return this.put(op.at, { ...current.data, ...op.patch }, version);
      case 'delete':
        this.statement('DELETE FROM documents WHERE collection = ? AND id = ?').run(
          op.at.collection,
          op.at.id,
        );
        return;
    }
  }

  /** A new document is created at this version; one written again keeps its `created`. */
  private put(at: DocumentLocation, data: DocData, version: number): void {
    this.statement(
      `INSERT INTO documents (collection, id, data, version, created) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data, version = excluded.version`,
    ).run(at.collection, at.id, JSON.stringify(data), version, version);
  }

  private readDoc(at: DocumentLocation): { data: DocData; version: number } | null {
    const row = this.statement('SELECT data, version FROM documents WHERE collection = ? AND id = ?').get(
      at.collection,
      at.id,
    ) as { data: string; version: number } | undefined;
    return row ? { data: JSON.parse(row.data) as DocData, version: row.version } : null;
  }

  private readVersion(at: DocumentLocation): number | undefined {
    const row = this.statement('SELECT version FROM documents WHERE collection = ? AND id = ?').get(
      at.collection,
      at.id,
    ) as { version: number } | undefined;
    return row?.version;
  }

  private runQuery(collection: string, query: Query): Row[] {
    const filter = sqlPrefilter(query.where ?? []);
    const rows = this.statement(
      `SELECT id, data, version, created FROM documents WHERE collection = ? AND ${filter.sql}`,
    ).all(collection, ...filter.params) as { id: string; data: string; version: number; created: number }[];
    return evaluate(
      rows.map((r) => ({ ...r, data: JSON.parse(r.data) as DocData })),
      query,
    );
  }

  /** Statements are cached by SQL text; query shapes are fixed in code, so the cache stays small. */
  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}

/** A file made before documents knew their creation gets the column (its documents sort as created first). */
function addCreatedColumn(db: Database.Database): void {
  const columns = db.pragma('table_info(documents)') as { name: string }[];
  if (!columns.some((c) => c.name === 'created'))
    db.exec('ALTER TABLE documents ADD COLUMN created INTEGER NOT NULL DEFAULT 0');
}

/** How long opening the file waits for another process that holds it. */
const OPEN_WAIT_MS = 30_000;
const openPause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Runs the file's set-up again while another process holds the file: a journal-mode switch, or a
 * read under another process's exclusive lock, answers SQLITE_BUSY at once instead of waiting out
 * busy_timeout (three writers opening a fresh file at once saw it). The constructor is
 * synchronous, so it waits synchronously, briefly and only while opening.
 */
function whileLocked(setUp: () => void): void {
  const deadline = Date.now() + OPEN_WAIT_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      setUp();
      return;
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      Atomics.wait(openPause, 0, 0, backoffMs(attempt));
    }
  }
}

/** Full jitter, growing from ~4 ms to a 100 ms cap, so contenders in other processes spread out. */
function backoffMs(attempt: number): number {
  return Math.random() * Math.min(100, 2 * 2 ** attempt);
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}
