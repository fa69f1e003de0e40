import type { DocData, JsonValue } from '../../ports/documentStore.js';
import { isPlainObject } from '../common/documentData.js';

/**
 * set(..., { merge: true }) as Firestore does it: every leaf of `patch` is written at its path,
 * creating or replacing intermediate maps; arrays and scalars are leaves (replaced whole); an
 * empty map in the patch is itself a leaf, so it replaces the field with {}.
 */
export function mergeDeep(target: DocData, patch: DocData): DocData {
  const out: DocData = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    const existing = out[key];
    if (isPlainObject(value) && Object.keys(value).length > 0) {
      out[key] = mergeDeep(isPlainObject(existing) ? (existing as DocData) : {}, value as DocData);
    } else {
      out[key] = value as JsonValue;
    }
  }
  return out;
}
