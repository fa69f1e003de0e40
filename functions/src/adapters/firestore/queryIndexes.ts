import type {
  DocData,
  DocSnapshot,
  DocumentStore,
  OrderBy,
  Query,
  Transaction,
  WhereOp,
} from '../../ports/documentStore.js';

/**
 * Which queries Firestore can answer with the indexes a project has. Firestore answers every query
 * from an index: its automatic single-field ones (each field ascending, descending and
 * array-contains, per collection) serve a query whose filters and sorts all name one field, and
 * are merged for any mix of equality filters; anything else needs a composite index declared in
 * firestore.indexes.json, or production refuses the query (FAILED_PRECONDITION) while the emulator
 * and SQLite answer it. recordQueries() wraps a store to note every query made through it, and
 * missingIndexes() says which of them no index serves.
 */

/** One query as Firestore sees it: the collection id (the path's last segment), filters and sorts. */
export interface QueryShape {
  collectionGroup: string;
  where: { field: string; op: WhereOp }[];
  orderBy: { field: string; direction: 'asc' | 'desc' }[];
}

/** firestore.indexes.json, as `firebase deploy` reads it. */
export interface IndexFile {
  indexes: {
    collectionGroup: string;
    queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
    fields: { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' }[];
  }[];
  fieldOverrides: {
    collectionGroup: string;
    fieldPath: string;
    indexes: { queryScope: 'COLLECTION' | 'COLLECTION_GROUP'; order?: string; arrayConfig?: string }[];
  }[];
}

/** The composite index a query needs, in firestore.indexes.json's terms. */
export interface NeededIndex {
  collectionGroup: string;
  /** Equality and array-contains fields: any order among themselves, before the sorted ones. */
  equalities: { fieldPath: string; arrayConfig?: 'CONTAINS' }[];
  /** The sorted fields, in order: the query's orderBy, then inequality fields it does not sort by. */
  sorted: { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' }[];
}

export interface MissingIndex {
  query: QueryShape;
  /** The composite index to declare, or why no index can serve it. */
  needs: NeededIndex | string;
}

const EQUALITY: readonly WhereOp[] = ['==', 'in'];
const INEQUALITY: readonly WhereOp[] = ['<', '<=', '>', '>=', '!='];

export function shapeOf(collection: string, query: Query = {}): QueryShape {
  return {
    collectionGroup: collection.split('/').at(-1) as string,
    where: (query.where ?? []).map(([field, op]) => ({ field, op })),
    orderBy: (query.orderBy ?? []).map((o: OrderBy) => ({ field: o.field, direction: o.direction ?? 'asc' })),
  };
}

/** A readable one-line form, for failure messages: "payments where uid == order by createdAt desc". */
export function describeShape(shape: QueryShape): string {
  const where = shape.where.map((w) => `${w.field} ${w.op}`).join(' and ');
  const order = shape.orderBy.map((o) => `${o.field} ${o.direction}`).join(', ');
  return `${shape.collectionGroup}${where ? ` where ${where}` : ''}${order ? ` order by ${order}` : ''}`;
}

/**
 * The composite index the query needs, null when the automatic single-field indexes serve it,
 * or a string saying why Firestore refuses it whatever the indexes.
 */
export function neededIndex(shape: QueryShape): NeededIndex | string | null {
  const equalities = shape.where.filter((w) => EQUALITY.includes(w.op));
  const arrays = shape.where.filter((w) => w.op === 'array-contains');
  const inequalities = shape.where.filter((w) => INEQUALITY.includes(w.op));
  if (arrays.length > 1) return 'Firestore allows one array-contains filter per query';
  if (shape.where.filter((w) => w.op === '!=').length > 1) return 'Firestore allows one != filter per query';
  // Firestore sorts by the inequality fields it is not told to sort by, after the given sorts.
  const sorted = [...shape.orderBy];
  const last = sorted.at(-1)?.direction ?? 'asc';
  for (const field of [...new Set(inequalities.map((w) => w.field))].sort())
    if (!sorted.some((o) => o.field === field)) sorted.push({ field, direction: last });
  const fields = new Set([...shape.where.map((w) => w.field), ...sorted.map((o) => o.field)]);
  // One field for everything: its own single-field index (either direction, or array-contains).
  if (fields.size <= 1) return null;
  // Only equality and array-contains filters, no sort: single-field indexes merged.
  if (sorted.length === 0) return null;
  return {
    collectionGroup: shape.collectionGroup,
    equalities: [
      ...[...new Set(equalities.map((w) => w.field))].map((fieldPath) => ({ fieldPath })),
      ...arrays.map((w) => ({ fieldPath: w.field, arrayConfig: 'CONTAINS' as const })),
    ].filter((e) => !sorted.some((o) => o.field === e.fieldPath)),
    sorted: sorted.map((o) => ({
      fieldPath: o.field,
      order: o.direction === 'desc' ? ('DESCENDING' as const) : ('ASCENDING' as const),
    })),
  };
}

/** Whether a declared composite index is one that serves the needed one. */
function serves(declared: IndexFile['indexes'][number], needed: NeededIndex): boolean {
  if (declared.collectionGroup !== needed.collectionGroup || declared.queryScope !== 'COLLECTION')
    return false;
  const fields = declared.fields.filter((f) => f.fieldPath !== '__name__');
  if (fields.length !== needed.equalities.length + needed.sorted.length) return false;
  const head = fields.slice(0, needed.equalities.length);
  const tail = fields.slice(needed.equalities.length);
  const headMatches = needed.equalities.every((e) =>
    head.some((f) =>
      e.arrayConfig
        ? f.fieldPath === e.fieldPath && f.arrayConfig === 'CONTAINS'
        : f.fieldPath === e.fieldPath && !!f.order,
    ),
  );
  const tailMatches = needed.sorted.every(
    (s, i) => tail[i]?.fieldPath === s.fieldPath && tail[i]?.order === s.order,
  );
  return headMatches && tailMatches;
}

/** A field whose automatic single-field indexes an override removed (or narrowed). */
function exempted(indexes: IndexFile, shape: QueryShape): string | null {
  for (const override of indexes.fieldOverrides ?? []) {
    if (override.collectionGroup !== shape.collectionGroup) continue;
    const named =
      shape.where.some((w) => w.field === override.fieldPath) ||
      shape.orderBy.some((o) => o.field === override.fieldPath);
    if (!named) continue;
    const scoped = override.indexes.filter((i) => i.queryScope === 'COLLECTION');
    const array = shape.where.some((w) => w.field === override.fieldPath && w.op === 'array-contains');
    const ok = array ? scoped.some((i) => i.arrayConfig === 'CONTAINS') : scoped.some((i) => i.order);
    if (!ok) return `the single-field index of ${override.fieldPath} is exempted in fieldOverrides`;
  }
  return null;
}

/** The queries no declared or automatic index serves, each with what it needs. */
export function missingIndexes(queries: readonly QueryShape[], indexes: IndexFile): MissingIndex[] {
  const seen = new Set<string>();
  const missing: MissingIndex[] = [];
  for (const query of queries) {
    const key = JSON.stringify(query);
    if (seen.has(key)) continue;
    seen.add(key);
    const needs = neededIndex(query);
    if (typeof needs === 'string') missing.push({ query, needs });
    else if (needs === null) {
      const why = exempted(indexes, query);
      if (why) missing.push({ query, needs: why });
    } else if (!indexes.indexes.some((declared) => serves(declared, needs))) missing.push({ query, needs });
  }
  return missing;
}

/**
 * Wraps a store so every query made through it (and through its transactions) is noted, for
 * missingIndexes(). Everything else passes through unchanged.
 */
export function recordQueries(inner: DocumentStore): { store: DocumentStore; queries: QueryShape[] } {
  const queries: QueryShape[] = [];
  const recordingTx = (tx: Transaction): Transaction => ({
    get: (path) => tx.get(path),
    query: (collection, query) => {
      queries.push(shapeOf(collection, query));
      return tx.query(collection, query);
    },
    create: (path, data) => tx.create(path, data),
    set: (path, data, options) => tx.set(path, data, options),
    update: (path, patch) => tx.update(path, patch),
    delete: (path) => tx.delete(path),
  });
  const store: DocumentStore = {
    get description() {
      return inner.description;
    },
    get: (path) => inner.get(path),
    create: (path, data: DocData) => inner.create(path, data),
    set: (path, data, options) => inner.set(path, data, options),
    update: (path, patch) => inner.update(path, patch),
    delete: (path) => inner.delete(path),
    query: (collection, query): Promise<DocSnapshot[]> => {
      queries.push(shapeOf(collection, query));
      return inner.query(collection, query);
    },
    runTransaction: (fn) => inner.runTransaction((tx) => fn(recordingTx(tx))),
    close: () => inner.close(),
  };
  return { store, queries };
}
