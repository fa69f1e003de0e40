import type { DocData, DocSnapshot, Query, Transaction } from '../../ports/documentStore.js';
import { type DocumentLocation, parseCollectionPath, parseDocumentPath } from '../common/documentPath.js';
import { type ReadRecord, type WriteOp, writeOp } from './operations.js';
import { type Row, toSnapshot, validateQuery } from './query.js';

export interface StoreReader {
  readDoc(at: DocumentLocation): { data: DocData; version: number } | null;
  runQuery(collection: string, query: Query): Row[];
}

export const READ_AFTER_WRITE =
  'Transactions require all reads to be executed before all writes (Firestore rule; the SQLite store enforces it too)';

/** Fingerprint of a query result: which documents, at which versions, in which order. */
export function fingerprint(rows: Row[]): string {
  return JSON.stringify(rows.map((r) => [r.id, r.version]));
}

/**
 * One attempt of an optimistic transaction: reads go straight to the database and are recorded,
 * writes are buffered. The store validates the records and applies the writes at commit.
 */
export class SqliteTransaction implements Transaction {
  readonly reads: ReadRecord[] = [];
  readonly writes: WriteOp[] = [];
  private finished = false;

  constructor(private readonly reader: StoreReader) {}

  async get(path: string): Promise<DocData | null> {
    this.beforeRead();
    const at = parseDocumentPath(path);
    const row = this.reader.readDoc(at);
    this.reads.push({ kind: 'doc', at, version: row?.version ?? null });
    return row?.data ?? null;
  }

  async query(collection: string, query: Query = {}): Promise<DocSnapshot[]> {
    this.beforeRead();
    parseCollectionPath(collection);
    validateQuery(query);
    const rows = this.reader.runQuery(collection, query);
    this.reads.push({
      kind: 'query',
      collection,
      query: structuredClone(query),
      fingerprint: fingerprint(rows),
    });
    return rows.map((r) => toSnapshot(collection, r));
  }

  create(path: string, data: DocData): void {
    this.write(writeOp.create(path, data));
  }

  set(path: string, data: DocData, options?: { merge?: boolean }): void {
    this.write(writeOp.set(path, data, options));
  }

  update(path: string, patch: DocData): void {
    this.write(writeOp.update(path, patch));
  }

  delete(path: string): void {
    this.write(writeOp.delete(path));
  }

  /** Called once the transaction function settled: a stray un-awaited call must not slip in later. */
  finish(): void {
    this.finished = true;
  }

  private beforeRead(): void {
    this.assertOpen();
    if (this.writes.length > 0) throw new Error(READ_AFTER_WRITE);
  }

  private write(op: WriteOp): void {
    this.assertOpen();
    this.writes.push(op);
  }

  private assertOpen(): void {
    if (this.finished)
      throw new Error('This transaction has already finished; use the tx of the current attempt only');
  }
}
