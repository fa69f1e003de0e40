import type { DocData, DocumentStore, Transaction } from '../../../ports/documentStore.js';

/** Firestore's production limits the emulator does not enforce (it takes 501 writes in one commit). */
export const FIRESTORE_LIMITS = {
  /** Writes in one transaction or batch (the documented limit; keep to it). */
  writesPerTransaction: 500,
  /** A transaction may not run longer than this. */
  transactionMs: 270_000,
  /** A document's size (the emulator refuses a larger field, but only at write time). */
  documentBytes: 1_048_576,
} as const;

/** What a run through limitsChecked() did at its largest. */
export interface LimitsSeen {
  mostWritesInOneTransaction: number;
  longestTransactionMs: number;
  largestDocumentBytes: number;
  transactions: number;
}

/** A document's size as Firestore counts it, near enough: its JSON (names and values) plus 32 bytes. */
const sizeOf = (data: DocData) => Buffer.byteLength(JSON.stringify(data)) + 32;

/**
 * Wraps a store so a transaction writing more than 500 documents, running past 270 s, or any
 * document over 1 MiB fails the call (as production would, where the emulator would not), and
 * notes the largest of each for the test to report.
 */
export function limitsChecked(inner: DocumentStore): { store: DocumentStore; seen: LimitsSeen } {
  const seen: LimitsSeen = {
    mostWritesInOneTransaction: 0,
    longestTransactionMs: 0,
    largestDocumentBytes: 0,
    transactions: 0,
  };
  const checkSize = (path: string, data: DocData) => {
    const bytes = sizeOf(data);
    seen.largestDocumentBytes = Math.max(seen.largestDocumentBytes, bytes);
    if (bytes > FIRESTORE_LIMITS.documentBytes)
      throw new Error(`${path} would be ${bytes} bytes, over Firestore's 1 MiB document limit`);
  };
  const store: DocumentStore = {
    get description() {
      return inner.description;
    },
    get: (path) => inner.get(path),
    create: async (path, data) => (checkSize(path, data), inner.create(path, data)),
    set: async (path, data, options) => (checkSize(path, data), inner.set(path, data, options)),
    update: async (path, patch) => (checkSize(path, patch), inner.update(path, patch)),
    delete: (path) => inner.delete(path),
    query: (collection, query) => inner.query(collection, query),
    close: () => inner.close(),
    runTransaction: (fn) =>
      inner.runTransaction(async (tx) => {
        const started = Date.now();
        let writes = 0;
        const write = () => {
          writes += 1;
          if (writes > FIRESTORE_LIMITS.writesPerTransaction)
            throw new Error(
              `A transaction wrote more than ${FIRESTORE_LIMITS.writesPerTransaction} documents`,
            );
        };
        const checked: Transaction = {
          get: (path) => tx.get(path),
          query: (collection, query) => tx.query(collection, query),
          create: (path, data) => (write(), checkSize(path, data), tx.create(path, data)),
          set: (path, data, options) => (write(), checkSize(path, data), tx.set(path, data, options)),
          update: (path, patch) => (write(), checkSize(path, patch), tx.update(path, patch)),
          delete: (path) => (write(), tx.delete(path)),
        };
        const result = await fn(checked);
        const ms = Date.now() - started;
        seen.transactions += 1;
        seen.mostWritesInOneTransaction = Math.max(seen.mostWritesInOneTransaction, writes);
        seen.longestTransactionMs = Math.max(seen.longestTransactionMs, ms);
        if (ms > FIRESTORE_LIMITS.transactionMs)
          throw new Error(
            `A transaction ran ${ms} ms, past Firestore's ${FIRESTORE_LIMITS.transactionMs} ms`,
          );
        return result;
      }),
  };
  return { store, seen };
}
