import type { DocData, Query } from '../../ports/documentStore.js';
import { toDocData } from '../common/documentData.js';
import { type DocumentLocation, parseDocumentPath } from '../common/documentPath.js';

/**
 * The units a commit works with. Writes are validated when they are requested (so the caller
 * sees the error at the line that caused it) and applied only at commit.
 */
export type WriteOp =
  | { kind: 'create'; path: string; at: DocumentLocation; data: DocData }
  | { kind: 'set'; path: string; at: DocumentLocation; data: DocData; merge: boolean }
  | { kind: 'update'; path: string; at: DocumentLocation; patch: DocData }
  | { kind: 'delete'; path: string; at: DocumentLocation };

/** What a transaction saw, re-checked at commit: a document's version (null = absent) or a query's result. */
export type ReadRecord =
  | { kind: 'doc'; at: DocumentLocation; version: number | null }
  | { kind: 'query'; collection: string; query: Query; fingerprint: string };

export const writeOp = {
  create(path: string, data: DocData): WriteOp {
    return { kind: 'create', path, at: parseDocumentPath(path), data: toDocData(data) };
  },
  set(path: string, data: DocData, options?: { merge?: boolean }): WriteOp {
    return {
      kind: 'set',
      path,
      at: parseDocumentPath(path),
      data: toDocData(data),
      merge: options?.merge === true,
    };
  },
  update(path: string, patch: DocData): WriteOp {
    const at = parseDocumentPath(path);
    const clean = toDocData(patch, 'update patch');
    // Firestore rejects an empty update; failing here too keeps the adapters interchangeable.
    if (Object.keys(clean).length === 0) throw new Error(`update() of "${path}" needs at least one field`);
    return { kind: 'update', path, at, patch: clean };
  },
  delete(path: string): WriteOp {
    return { kind: 'delete', path, at: parseDocumentPath(path) };
  },
};
