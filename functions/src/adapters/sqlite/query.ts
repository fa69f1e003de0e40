import type {
  DocData,
  DocSnapshot,
  JsonValue,
  OrderBy,
  Query,
  WhereClause,
} from '../../ports/documentStore.js';
import { toDocData } from '../common/documentData.js';
import { compareUtf8, compareValues, typeOrder, valuesEqual } from './valueOrder.js';

/**
 * Query semantics of Firestore, evaluated in JavaScript over the rows SQLite pre-selected.
 * SQLite's own comparisons differ from Firestore's (type order, booleans stored as 0/1, maps
 * compared as text), so SQL only narrows the scan (see sqlPrefilter) and every result is decided
 * here. That keeps the local store exact at the price of parsing the collection's candidate rows,
 * which is fine at local-stack sizes.
 */
const OPS = new Set(['==', '!=', '<', '<=', '>', '>=', 'in', 'array-contains']);
const INEQUALITY = new Set(['!=', '<', '<=', '>', '>=']);

export interface Row {
  id: string;
  data: DocData;
  version: number;
  /** The version the document was created at (DocSnapshot.created). */
  created: number;
}

/** A row as the port answers it; `created` zero-padded so that it sorts as a string. */
export const toSnapshot = (collection: string, r: Row): DocSnapshot => ({
  id: r.id,
  path: `${collection}/${r.id}`,
  data: r.data,
  created: String(r.created).padStart(16, '0'),
});

export function validateQuery(query: Query): void {
  for (const clause of query.where ?? []) {
    const [field, op, value] = clause;
    fieldSegments(field);
    if (!OPS.has(op)) throw new Error(`Invalid query: unsupported operator "${op}" on "${field}"`);
    // Same limits as Firestore, so a query that works locally also works in production.
    if (op === 'in' && (!Array.isArray(value) || value.length === 0 || value.length > 30)) {
      throw new Error(`Invalid query: "in" on "${field}" needs an array of 1 to 30 values`);
    }
    if (value === null && op !== '==' && op !== '!=') {
      throw new Error(`Invalid query: null supports only "==" and "!=" (field "${field}")`);
    }
    toDocData({ value }, `query value for "${field}"`);
  }
  for (const order of query.orderBy ?? []) {
    fieldSegments(order.field);
    if (order.direction !== undefined && order.direction !== 'asc' && order.direction !== 'desc') {
      throw new Error(`Invalid query: orderBy direction must be "asc" or "desc", got "${order.direction}"`);
    }
  }
  if (query.limit !== undefined && (!Number.isInteger(query.limit) || query.limit < 0)) {
    throw new Error(`Invalid query: limit must be a non-negative integer, got ${query.limit}`);
  }
}

export function fieldSegments(field: string): string[] {
  const segments = typeof field === 'string' ? field.split('.') : [];
  if (segments.length === 0 || segments.some((s) => s === '')) {
    throw new Error(`Invalid field path ${JSON.stringify(field)}: use dot-separated, non-empty field names`);
  }
  return segments;
}

/** The value at a dotted path, or undefined when any step is missing or not a map. */
export function fieldValue(data: DocData, field: string): JsonValue | undefined {
  let current: JsonValue | undefined = data;
  for (const segment of field.split('.')) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = current[segment];
  }
  return current;
}

function matches(data: DocData, [field, op, value]: WhereClause): boolean {
  const actual = fieldValue(data, field);
  if (actual === undefined) return false;
  switch (op) {
    case '!=':
      // Firestore: "!=" ignores documents where the field is missing or null, and matches any other type.
      return actual !== null && !valuesEqual(actual, value);
    case 'in':
      return (value as JsonValue[]).some((candidate) => valuesEqual(actual, candidate));
    case 'array-contains':
      return Array.isArray(actual) && actual.some((item) => valuesEqual(item, value));
    default: {
      // Comparisons only ever match values of the same type (a string is never "> 5").
      if (typeOrder(actual) !== typeOrder(value)) return false;
      const c = compareValues(actual, value);
      if (op === '==') return c === 0;
      if (op === '<') return c < 0;
      if (op === '<=') return c <= 0;
      if (op === '>') return c > 0;
      return c >= 0;
    }
  }
}

/**
 * Firestore's effective ordering: the explicit orderBy, then any inequality-filtered field not
 * already ordered (lexicographically), then the document id; the implicit ones take the
 * direction of the last explicit orderBy.
 */
function effectiveOrder(query: Query): OrderBy[] {
  const explicit = query.orderBy ?? [];
  const direction = explicit.at(-1)?.direction ?? 'asc';
  const seen = new Set(explicit.map((o) => o.field));
  const implicit = [...new Set((query.where ?? []).filter(([, op]) => INEQUALITY.has(op)).map(([f]) => f))]
    .filter((f) => !seen.has(f))
    .sort(compareFieldPaths)
    .map((field) => ({ field, direction }));
  return [...explicit, ...implicit];
}

function compareFieldPaths(a: string, b: string): number {
  const as = a.split('.');
  const bs = b.split('.');
  for (let i = 0; i < as.length && i < bs.length; i++) {
    const c = compareUtf8(as[i] as string, bs[i] as string);
    if (c !== 0) return c;
  }
  return Math.sign(as.length - bs.length);
}

export function evaluate(rows: Row[], query: Query): Row[] {
  const where = query.where ?? [];
  const order = effectiveOrder(query);
  const idDirection = order.at(-1)?.direction === 'desc' ? -1 : 1;
  const selected = rows.filter(
    // An orderBy field also filters: Firestore leaves out documents that lack it.
    (row) =>
      where.every((clause) => matches(row.data, clause)) &&
      order.every((o) => fieldValue(row.data, o.field) !== undefined),
  );
  selected.sort((a, b) => {
    for (const o of order) {
      const c = compareValues(
        fieldValue(a.data, o.field) as JsonValue,
        fieldValue(b.data, o.field) as JsonValue,
      );
      if (c !== 0) return o.direction === 'desc' ? -c : c;
    }
    return compareUtf8(a.id, b.id) * idDirection;
  });
  return query.limit === undefined ? selected : selected.slice(0, query.limit);
}

/**
 * A SQL condition that keeps at least every row the query can match (never fewer), for the
 * clauses SQLite can test cheaply. Clauses it cannot express are left to evaluate().
 */
export function sqlPrefilter(where: WhereClause[]): { sql: string; params: (string | number)[] } {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  for (const [field, op, value] of where) {
    const segments = fieldSegments(field);
    // SQLite JSON paths cannot escape a double quote inside a quoted label.
    if (segments.some((s) => s.includes('"'))) continue;
    const path = '$' + segments.map((s) => `."${s}"`).join('');
    const scalar = typeof value === 'string' || typeof value === 'number';
    if (op === '==' && scalar) {
      parts.push('json_extract(data, ?) = ?');
      params.push(path, value);
    } else if (op === '==' && (typeof value === 'boolean' || value === null)) {
      parts.push('json_type(data, ?) = ?');
      params.push(path, String(value));
    } else if (['<', '<=', '>', '>='].includes(op) && scalar) {
      parts.push(
        `json_type(data, ?) IN (${typeof value === 'string' ? "'text'" : "'integer','real'"}) AND json_extract(data, ?) ${op} ?`,
      );
      params.push(path, path, value);
    } else if (
      op === 'in' &&
      Array.isArray(value) &&
      value.every((v) => typeof v === 'string' || typeof v === 'number')
    ) {
      parts.push(`json_extract(data, ?) IN (${value.map(() => '?').join(', ')})`);
      params.push(path, ...(value as (string | number)[]));
    } else if (op === 'array-contains' && scalar) {
      parts.push(
        `json_type(data, ?) = 'array' AND EXISTS (SELECT 1 FROM json_each(data, ?) WHERE json_each.value = ?)`,
      );
      params.push(path, path, value);
    } else {
      parts.push(`json_type(data, ?) IS NOT NULL`);
      params.push(path);
    }
  }
  return { sql: parts.length ? parts.join(' AND ') : '1', params };
}
