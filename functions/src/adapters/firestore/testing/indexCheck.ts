import { readFileSync } from 'node:fs';
import { describeShape, missingIndexes, type IndexFile, type QueryShape } from '../queryIndexes.js';

/** The project's firestore.indexes.json (what `firebase deploy` creates). */
export function projectIndexes(): IndexFile {
  return JSON.parse(
    readFileSync(new URL('../../../../../firestore.indexes.json', import.meta.url), 'utf8'),
  ) as IndexFile;
}

/**
 * Throws, naming each query and the composite index to declare, when a recorded query has no
 * index in firestore.indexes.json (production Firestore would refuse it). For the API harness:
 * wrap the store with recordQueries(), run the suite, then call this with its queries.
 */
export function assertQueriesIndexed(
  queries: readonly QueryShape[],
  indexes: IndexFile = projectIndexes(),
): void {
  const missing = missingIndexes(queries, indexes);
  if (missing.length === 0) return;
  const lines = missing.map(
    ({ query, needs }) =>
      `- ${describeShape(query)}: ${typeof needs === 'string' ? needs : `declare ${JSON.stringify(needs)}`}`,
  );
  throw new Error(`Queries without the index production Firestore needs:\n${lines.join('\n')}`);
}
