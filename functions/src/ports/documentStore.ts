/**
 * DocumentStore: the persistence port. It mirrors the subset of Firestore semantics the
 * product relies on, so the Firestore adapter (production) and the embedded SQLite adapter
 * (local stack without Java 21, tests) are interchangeable. One contract suite runs against both.
 *
 * Paths alternate collection and document ids like Firestore: "users/u1", "users/u1/books/b1".
 * Data is plain JSON (string, number, boolean, null, arrays, objects); `undefined` fields are dropped.
 */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type DocData = { [key: string]: JsonValue };

export type WhereOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains';
/** field may be a dotted path into nested maps ("address.city"). */
export type WhereClause = [field: string, op: WhereOp, value: JsonValue];
export interface OrderBy {
  field: string;
  direction?: 'asc' | 'desc';
}
export interface Query {
  where?: WhereClause[];
  orderBy?: OrderBy[];
  limit?: number;
}
export interface DocSnapshot {
  id: string;
  path: string;
  data: DocData;
  /**
   * The store's own order of creation: compared as strings, documents sort in the order the store
   * committed their creation (Firestore's createTime; kept by set and update, new after a delete).
   * Unlike a time a caller writes, it agrees with what readers saw: a document a query missed was
   * created after every document that query returned (the drawing line counts on it).
   */
  created: string;
}

/** Thrown by create() when the document exists. */
export class AlreadyExistsError extends Error {
  constructor(public readonly path: string) {
    super(`Document already exists: ${path}`);
    this.name = 'AlreadyExistsError';
  }
}
/** Thrown by update() when the document is missing. */
export class NotFoundError extends Error {
  constructor(public readonly path: string) {
    super(`Document not found: ${path}`);
    this.name = 'NotFoundError';
  }
}
/** Thrown when a transaction could not commit after its retries (contention). */
export class TransactionAbortedError extends Error {
  constructor(message = 'Transaction aborted after too many conflicting attempts') {
    super(message);
    this.name = 'TransactionAbortedError';
  }
}

/**
 * Reads and writes inside a serializable transaction. As in Firestore, every read must come
 * before the first write; the function may be run several times, so it must not have side
 * effects outside the transaction.
 */
export interface Transaction {
  get(path: string): Promise<DocData | null>;
  query(collection: string, query?: Query): Promise<DocSnapshot[]>;
  create(path: string, data: DocData): void;
  set(path: string, data: DocData, options?: { merge?: boolean }): void;
  update(path: string, patch: DocData): void;
  delete(path: string): void;
}

export interface DocumentStore {
  /** Short name for logs and the start banner, e.g. "sqlite (emulators/.data/store.sqlite)". */
  readonly description: string;
  get(path: string): Promise<DocData | null>;
  create(path: string, data: DocData): Promise<void>;
  set(path: string, data: DocData, options?: { merge?: boolean }): Promise<void>;
  /** Shallow merge of top-level fields into an existing document. */
  update(path: string, patch: DocData): Promise<void>;
  delete(path: string): Promise<void>;
  query(collection: string, query?: Query): Promise<DocSnapshot[]>;
  runTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
