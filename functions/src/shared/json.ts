import type { JsonValue } from '../ports/documentStore.js';

/**
 * Plain data (records, stories, order histories) as the store's JSON values. Here, not in a
 * feature, because books and print both write such records and neither owns the other.
 */
export function asJson(value: object): JsonValue {
  return JSON.parse(JSON.stringify(value)) as JsonValue;
}
