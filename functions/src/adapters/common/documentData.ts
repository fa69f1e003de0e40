import type { DocData, JsonValue } from '../../ports/documentStore.js';

/**
 * Validates caller data against what both adapters can store identically, and returns a deep
 * copy without `undefined` fields. Firestore would silently turn a Date into a Timestamp (which
 * SQLite could not round-trip) and rejects nested arrays, so both adapters reject such values up
 * front with the offending field named.
 */
export function toDocData(data: unknown, what = 'document data'): DocData {
  if (!isPlainObject(data)) {
    throw new Error(`Invalid ${what}: expected a plain object, got ${describe(data)}`);
  }
  return copyMap(data, what, '');
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function copyMap(map: Record<string, unknown>, what: string, at: string): DocData {
  const out: DocData = {};
  for (const [key, value] of Object.entries(map)) {
    const path = at ? `${at}.${key}` : key;
    if (key === '' || /^__.*__$/.test(key)) {
      throw new Error(`Invalid ${what}: field name ${JSON.stringify(key)} at "${at}" is reserved or empty`);
    }
    if (value === undefined) continue;
    out[key] = copyValue(value, what, path, false);
  }
  return out;
}

function copyValue(value: unknown, what: string, path: string, inArray: boolean): JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new Error(`Invalid ${what}: field "${path}" is ${value}, not a finite number`);
    return value;
  }
  if (Array.isArray(value)) {
    if (inArray)
      throw new Error(`Invalid ${what}: field "${path}" nests an array in an array (Firestore forbids it)`);
    return value.map((item, i) => {
      if (item === undefined) throw new Error(`Invalid ${what}: field "${path}[${i}]" is undefined`);
      return copyValue(item, what, `${path}[${i}]`, true);
    });
  }
  if (isPlainObject(value)) return copyMap(value, what, path);
  throw new Error(`Invalid ${what}: field "${path}" is ${describe(value)}; only JSON values can be stored`);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return `a ${(value as object).constructor?.name ?? 'object'}`;
  return `a ${typeof value}`;
}
