/**
 * Firestore's path rules, shared by the document store adapters so a bad path fails the same
 * way (with the same message) on SQLite as on Firestore instead of surfacing only in production.
 */
export interface DocumentLocation {
  /** The parent collection path, e.g. "users/u1/books". */
  collection: string;
  id: string;
}

function segmentsOf(path: string, what: string): string[] {
  if (typeof path !== 'string' || path.length === 0) {
    throw new Error(`Invalid ${what} path ${JSON.stringify(path)}: it must be a non-empty string`);
  }
  const segments = path.split('/');
  for (const segment of segments) {
    if (segment === '') {
      throw new Error(`Invalid ${what} path "${path}": empty segment (leading, trailing or double slash)`);
    }
    if (segment === '.' || segment === '..' || /^__.*__$/.test(segment)) {
      throw new Error(`Invalid ${what} path "${path}": "${segment}" is not a valid id`);
    }
  }
  return segments;
}

/** "users/u1/books/b1" -> { collection: "users/u1/books", id: "b1" }. */
export function parseDocumentPath(path: string): DocumentLocation {
  const segments = segmentsOf(path, 'document');
  if (segments.length % 2 !== 0) {
    throw new Error(
      `Invalid document path "${path}": a document path has an even number of segments (collection/id[/collection/id...])`,
    );
  }
  const id = segments.pop() as string;
  return { collection: segments.join('/'), id };
}

/** Validates "users" or "users/u1/books" and returns it unchanged. */
export function parseCollectionPath(path: string): string {
  const segments = segmentsOf(path, 'collection');
  if (segments.length % 2 !== 1) {
    throw new Error(
      `Invalid collection path "${path}": a collection path has an odd number of segments (collection[/id/collection...])`,
    );
  }
  return path;
}
