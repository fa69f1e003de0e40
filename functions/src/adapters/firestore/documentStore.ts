import {
  DocumentReference,
  FieldPath,
  type Firestore,
  type Query as FirestoreQuery,
  type QuerySnapshot,
  Timestamp,
  type Transaction as FirestoreTransaction,
} from 'firebase-admin/firestore';
import {
  AlreadyExistsError,
  type DocData,
  type DocSnapshot,
  type DocumentStore,
  type JsonValue,
  NotFoundError,
  type Query,
  type Transaction,
  TransactionAbortedError,
} from '../../ports/documentStore.js';
import { toDocData } from '../common/documentData.js';
import { parseCollectionPath, parseDocumentPath } from '../common/documentPath.js';

export interface FirestoreDocumentStoreOptions {
  /** Attempts Firestore makes for a contended transaction (its default is 5). */
  maxAttempts?: number;
  /** The Firestore emulator's host when firebase-admin talks to it (for the description). */
  emulator?: string;
}

// gRPC status codes Firestore answers with.
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const ABORTED = 10;

/**
 * The DocumentStore on Firestore (production, or the Firestore emulator where Java 21 runs).
 *
 * Data passes through the same validation as the SQLite store (toDocData), which also drops
 * undefined fields; the caller should still create the Firestore instance with
 * `ignoreUndefinedProperties: true` so nothing else in the process trips over undefined.
 * The Firestore instance belongs to the store once passed in: close() terminates it.
 */
export class FirestoreDocumentStore implements DocumentStore {
  readonly description: string;
  private readonly maxAttempts: number;

  constructor(
    private readonly db: Firestore,
    options: FirestoreDocumentStoreOptions = {},
  ) {
    const emulator = options.emulator;
    this.description = emulator ? `firestore emulator (${emulator})` : `firestore (${db.databaseId})`;
    this.maxAttempts = options.maxAttempts ?? 10;
  }

  async get(path: string): Promise<DocData | null> {
    const snapshot = await this.doc(path).get();
    return snapshot.exists ? fromFirestore(snapshot.data()) : null;
  }

  async create(path: string, data: DocData): Promise<void> {
    const ref = this.doc(path);
    await ref.create(toDocData(data)).catch((error: unknown) => rethrow(error, path));
  }

  async set(path: string, data: DocData, options?: { merge?: boolean }): Promise<void> {
    await this.doc(path).set(toDocData(data), { merge: options?.merge === true });
  }

  async update(path: string, patch: DocData): Promise<void> {
    const ref = this.doc(path);
    const [field, value, ...more] = updateArguments(path, patch);
    await ref.update(field, value, ...more).catch((error: unknown) => rethrow(error, path));
  }

  async delete(path: string): Promise<void> {
    await this.doc(path).delete();
  }

  async query(collection: string, query: Query = {}): Promise<DocSnapshot[]> {
    return snapshots(await this.buildQuery(collection, query).get());
  }

  async runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const attempt = new Set<string>();
    try {
      return await this.db.runTransaction(
        (transaction) => {
          attempt.clear();
          return fn(new FirestoreTx(this, transaction, attempt));
        },
        { maxAttempts: this.maxAttempts },
      );
    } catch (error) {
      rethrow(error, [...attempt][0] ?? '(transaction)');
    }
  }

  async close(): Promise<void> {
    await this.db.terminate();
  }

  /** Our own path check first, so a bad path fails with the same message as on SQLite. */
  doc(path: string): DocumentReference {
    parseDocumentPath(path);
    return this.db.doc(path);
  }

  buildQuery(collection: string, query: Query): FirestoreQuery {
    let built: FirestoreQuery = this.db.collection(parseCollectionPath(collection));
    // A string field is a dotted path into nested maps in Firestore too.
    for (const [field, op, value] of query.where ?? []) built = built.where(field, op, value);
    for (const order of query.orderBy ?? []) built = built.orderBy(order.field, order.direction ?? 'asc');
    if (query.limit !== undefined) built = built.limit(query.limit);
    return built;
  }
}

class FirestoreTx implements Transaction {
  constructor(
    private readonly store: FirestoreDocumentStore,
    private readonly transaction: FirestoreTransaction,
    /** Paths this attempt created or updated, to name one when the commit fails. */
    private readonly preconditioned: Set<string>,
  ) {}

  async get(path: string): Promise<DocData | null> {
    // Firestore itself throws when a read follows a write, with the message the contract expects.
    const snapshot = await this.transaction.get(this.store.doc(path));
    return snapshot.exists ? fromFirestore(snapshot.data()) : null;
  }

  async query(collection: string, query: Query = {}): Promise<DocSnapshot[]> {
    return snapshots(await this.transaction.get(this.store.buildQuery(collection, query)));
  }

  create(path: string, data: DocData): void {
    this.transaction.create(this.store.doc(path), toDocData(data));
    this.preconditioned.add(path);
  }

  set(path: string, data: DocData, options?: { merge?: boolean }): void {
    this.transaction.set(this.store.doc(path), toDocData(data), { merge: options?.merge === true });
  }

  update(path: string, patch: DocData): void {
    const [field, value, ...more] = updateArguments(path, patch);
    this.transaction.update(this.store.doc(path), field, value, ...more);
    this.preconditioned.add(path);
  }

  delete(path: string): void {
    this.transaction.delete(this.store.doc(path));
  }
}

/**
 * update() replaces whole top-level fields. Passing each key as a FieldPath stops Firestore from
 * reading "a.b" as a path into map a, which the SQLite store would treat as a plain key.
 */
function updateArguments(path: string, patch: DocData): [FieldPath, unknown, ...unknown[]] {
  const clean = toDocData(patch, 'update patch');
  const args = Object.entries(clean).flatMap(([key, value]) => [new FieldPath(key), value]);
  if (args.length === 0) throw new Error(`update() of "${path}" needs at least one field`);
  return args as [FieldPath, unknown, ...unknown[]];
}

function snapshots(result: QuerySnapshot): DocSnapshot[] {
  return result.docs.map((doc) => ({ id: doc.id, path: doc.ref.path, data: fromFirestore(doc.data()) }));
}

/** Maps Firestore's gRPC failures onto the port's errors; anything else passes through. */
function rethrow(error: unknown, path: string): never {
  const { code, message } = error as { code?: unknown; message?: unknown };
  // In a transaction the failing document is only named in the message ("... documents/users/u1").
  const named = typeof message === 'string' ? /\/documents\/(\S+)/.exec(message)?.[1] : undefined;
  if (code === ALREADY_EXISTS) throw new AlreadyExistsError(named ?? path);
  if (code === NOT_FOUND) throw new NotFoundError(named ?? path);
  if (code === ABORTED)
    throw new TransactionAbortedError(`Transaction aborted after contention: ${String(message)}`);
  throw error;
}

/**
 * Documents written by this code hold plain JSON only, but data written by other tools (the
 * console, an import) may hold Firestore types: Timestamps become ISO strings, references
 * their path, so callers always get JSON.
 */
function fromFirestore(data: unknown): DocData {
  return convert(data) as DocData;
}

function convert(value: unknown): JsonValue {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof DocumentReference) return value.path;
  if (Array.isArray(value)) return value.map(convert);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convert(v)]));
  }
  return value as JsonValue;
}
