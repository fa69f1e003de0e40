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
import { Turns } from './turns.js';

export interface FirestoreDocumentStoreOptions {
  /**
   * Attempts of a contended transaction, 1 to 10 (Firestore's client allows no more: its backoff
   * gives up after 10 retries). Default 8: about 30 s of backoff at most (1 s, then x1.5 each).
   */
  maxAttempts?: number;
  /**
   * No attempt starts once this long has passed since the first one (default 45 s), so a caller
   * (a 60 s HTTP function, a task) hears TransactionAbortedError in time to answer or be retried.
   */
  retryWindowMs?: number;
  /** The Firestore emulator's host when firebase-admin talks to it (for the description). */
  emulator?: string;
}

// gRPC status codes Firestore answers with.
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const ABORTED = 10;

/** The most attempts Firestore's client makes: its backoff refuses an 11th retry. */
export const MAX_TRANSACTION_ATTEMPTS = 10;

/** Why an attempt was not started: the caller hears it as TransactionAbortedError. */
class RetryWindowClosed extends Error {}

/**
 * The DocumentStore on Firestore (production, or the Firestore emulator).
 *
 * Contention: Firestore locks what a transaction reads and sustains about one write a second on
 * one document. A contended transaction is retried by Firestore's client (it keeps the aborted
 * transaction's id, so the retry keeps its place in line), at most `maxAttempts` times and never
 * past `retryWindowMs`; then the caller gets TransactionAbortedError and nothing was written.
 * A retried transaction re-reads everything, so an update is never lost.
 *
 * Within this process, transactions whose first read is the same document take turns (ten page
 * tasks of one book finishing together in one instance): they would otherwise abort one another
 * and each wait out the client's backoff, a second or more a retry (about 7 s for those ten on
 * the emulator, under 1 s in turns). A transaction holds at most that one turn and waits for it
 * before it has read anything, so turns never deadlock; across instances Firestore decides.
 *
 * close() refuses new work, waits for what is in flight (a transaction finishes its retries),
 * then terminates the client: nothing is left to fail with "client has already been terminated".
 *
 * Data passes through the same validation as the SQLite store (toDocData), which also drops
 * undefined fields; the caller should still create the Firestore instance with
 * `ignoreUndefinedProperties: true` so nothing else in the process trips over undefined.
 * The Firestore instance belongs to the store once passed in: close() terminates it.
 */
export class FirestoreDocumentStore implements DocumentStore {
  readonly description: string;
  private readonly maxAttempts: number;
  private readonly retryWindowMs: number;
  /** Every call not yet settled: close() waits for them. */
  private readonly inFlight = new Set<Promise<unknown>>();
  private closing: Promise<void> | null = null;
  private readonly turns = new Turns();

  constructor(
    private readonly db: Firestore,
    options: FirestoreDocumentStoreOptions = {},
  ) {
    const emulator = options.emulator;
    this.description = emulator ? `firestore emulator (${emulator})` : `firestore (${db.databaseId})`;
    this.maxAttempts = options.maxAttempts ?? 8;
    if (
      !Number.isInteger(this.maxAttempts) ||
      this.maxAttempts < 1 ||
      this.maxAttempts > MAX_TRANSACTION_ATTEMPTS
    )
      throw new Error(`maxAttempts must be a whole number from 1 to ${MAX_TRANSACTION_ATTEMPTS}`);
    this.retryWindowMs = options.retryWindowMs ?? 45_000;
  }

  get(path: string): Promise<DocData | null> {
    return this.track(async () => {
      const snapshot = await this.doc(path).get();
      return snapshot.exists ? fromFirestore(snapshot.data()) : null;
    });
  }

  create(path: string, data: DocData): Promise<void> {
    return this.track(async () => {
      const ref = this.doc(path);
      await ref.create(toDocData(data)).catch((error: unknown) => rethrow(error, path));
    });
  }

  set(path: string, data: DocData, options?: { merge?: boolean }): Promise<void> {
    return this.track(async () => {
      await this.doc(path).set(toDocData(data), { merge: options?.merge === true });
    });
  }

  update(path: string, patch: DocData): Promise<void> {
    return this.track(async () => {
      const ref = this.doc(path);
      const [field, value, ...more] = updateArguments(path, patch);
      await ref.update(field, value, ...more).catch((error: unknown) => rethrow(error, path));
    });
  }

  delete(path: string): Promise<void> {
    return this.track(async () => {
      await this.doc(path).delete();
    });
  }

  query(collection: string, query: Query = {}): Promise<DocSnapshot[]> {
    return this.track(async () => snapshots(await this.buildQuery(collection, query).get()));
  }

  runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.track(async () => {
      const paths = new Set<string>();
      const started = Date.now();
      let attempts = 0;
      // The turn of the first document read, kept through the client's retries.
      const held: { turn?: Promise<() => void>; path?: string } = {};
      const firstRead = (path: string) => {
        held.path ??= path;
        return (held.turn ??= this.turns.take(path)).then(() => undefined);
      };
      try {
        return await this.db.runTransaction(
          (transaction) => {
            if (attempts > 0 && Date.now() - started > this.retryWindowMs)
              return Promise.reject(new RetryWindowClosed());
            attempts += 1;
            paths.clear();
            return fn(new FirestoreTx(this, transaction, paths, firstRead));
          },
          { maxAttempts: this.maxAttempts },
        );
      } catch (error) {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        if (error instanceof RetryWindowClosed || isContention(error))
          throw new TransactionAbortedError(
            `Transaction aborted after ${attempts} attempt(s) in ${seconds} s: the documents it reads ` +
              `(first ${held.path ?? 'a query'}) are written by other transactions faster than it can commit ` +
              `(nothing was written; try again later)`,
          );
        rethrow(error, [...paths][0] ?? '(transaction)');
      } finally {
        if (held.turn) (await held.turn)();
      }
    });
  }

  /** Refuses new calls, waits for those in flight, then terminates the client (once). */
  close(): Promise<void> {
    this.closing ??= (async () => {
      while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
      await this.db.terminate();
    })();
    return this.closing;
  }

  private track<T>(work: () => Promise<T>): Promise<T> {
    if (this.closing) return Promise.reject(new Error(`The document store (${this.description}) is closed`));
    const running = work();
    this.inFlight.add(running);
    const forget = () => this.inFlight.delete(running);
    running.then(forget, forget);
    return running;
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
    /** Waits for this transaction's turn on the first document it reads (see the store). */
    private readonly firstRead: (path: string) => Promise<void>,
  ) {}

  async get(path: string): Promise<DocData | null> {
    await this.firstRead(path);
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
  return result.docs.map((doc) => ({
    id: doc.id,
    path: doc.ref.path,
    data: fromFirestore(doc.data()),
    created: sortableTime(doc.createTime),
  }));
}

/** A commit time to the nanosecond, as a string that sorts as the time does. */
function sortableTime(time: Timestamp): string {
  return `${String(time.seconds).padStart(12, '0')}.${String(time.nanoseconds).padStart(9, '0')}`;
}

/**
 * A transaction that ran out of attempts: Firestore's last ABORTED, or its client's backoff
 * refusing another retry (a plain Error).
 */
function isContention(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === ABORTED || message === 'Exceeded maximum number of retries allowed.';
}

/** Maps Firestore's gRPC failures onto the port's errors; anything else passes through. */
function rethrow(error: unknown, path: string): never {
  const { code, message } = error as { code?: unknown; message?: unknown };
  // In a transaction the failing document is only named in the message ("... documents/users/u1").
  const named = typeof message === 'string' ? /\/documents\/(\S+)/.exec(message)?.[1] : undefined;
  if (code === ALREADY_EXISTS) throw new AlreadyExistsError(named ?? path);
  if (code === NOT_FOUND) throw new NotFoundError(named ?? path);
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
