import type { JsonValue } from '../../ports/documentStore.js';

/**
 * Firestore's total order over values, restricted to JSON types, so SQLite sorts and compares
 * exactly as Firestore does: null < booleans < numbers < strings < arrays < maps; strings in
 * UTF-8 byte order; arrays element-wise then by length; maps by sorted keys then values.
 */
export function typeOrder(value: JsonValue): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (typeof value === 'string') return 4;
  if (Array.isArray(value)) return 8;
  return 10;
}

export function compareValues(left: JsonValue, right: JsonValue): number {
  const byType = typeOrder(left) - typeOrder(right);
  if (byType !== 0) return Math.sign(byType);
  if (left === null) return 0;
  if (typeof left === 'boolean') return Number(left) - Number(right as boolean);
  if (typeof left === 'number') return Math.sign(left - (right as number));
  if (typeof left === 'string') return compareUtf8(left, right as string);
  if (Array.isArray(left)) return compareArrays(left, right as JsonValue[]);
  return compareMaps(left, right as { [key: string]: JsonValue });
}

function compareArrays(left: JsonValue[], right: JsonValue[]): number {
  for (let i = 0; i < left.length && i < right.length; i++) {
    const c = compareValues(left[i] as JsonValue, right[i] as JsonValue);
    if (c !== 0) return c;
  }
  return Math.sign(left.length - right.length);
}

function compareMaps(left: { [key: string]: JsonValue }, right: { [key: string]: JsonValue }): number {
  const leftKeys = Object.keys(left).sort(compareUtf8);
  const rightKeys = Object.keys(right).sort(compareUtf8);
  for (let i = 0; i < leftKeys.length && i < rightKeys.length; i++) {
    const lk = leftKeys[i] as string;
    const rk = rightKeys[i] as string;
    const byKey = compareUtf8(lk, rk);
    if (byKey !== 0) return byKey;
    const byValue = compareValues(left[lk] as JsonValue, right[rk] as JsonValue);
    if (byValue !== 0) return byValue;
  }
  return Math.sign(leftKeys.length - rightKeys.length);
}

/**
 * UTF-8 byte order without encoding: UTF-16 code units order the same way except that a
 * surrogate (a code point above U+FFFF, 4 UTF-8 bytes) sorts after any non-surrogate.
 */
export function compareUtf8(left: string, right: string): number {
  const length = Math.min(left.length, right.length);
  for (let i = 0; i < length; i++) {
    const l = left.charCodeAt(i);
    const r = right.charCodeAt(i);
    if (l !== r) {
      const ls = l >= 0xd800 && l <= 0xdfff;
      const rs = r >= 0xd800 && r <= 0xdfff;
      if (ls === rs) return l < r ? -1 : 1;
      return ls ? 1 : -1;
    }
  }
  return Math.sign(left.length - right.length);
}

export function valuesEqual(left: JsonValue, right: JsonValue): boolean {
  return compareValues(left, right) === 0;
}
