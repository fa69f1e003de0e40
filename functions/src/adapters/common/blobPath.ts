/**
 * Object names both blob adapters accept: relative, slash-separated, no empty, "." or ".."
 * segments. On disk that keeps every object inside the root directory; on Cloud Storage it keeps
 * names the local stack could not also store from being written in production.
 */
export function validateBlobPath(path: string): string {
  if (typeof path !== 'string' || path.length === 0) {
    throw new Error(`Invalid blob path ${JSON.stringify(path)}: it must be a non-empty string`);
  }
  checkSegments(path, path.split('/'));
  return path;
}

/** A list prefix is a string prefix of names (like Cloud Storage), so it may end with "/" or be "". */
export function validateBlobPrefix(prefix: string): string {
  if (typeof prefix !== 'string')
    throw new Error(`Invalid blob prefix ${JSON.stringify(prefix)}: expected a string`);
  if (prefix === '') return prefix;
  const segments = prefix.split('/');
  if (segments.at(-1) === '') segments.pop();
  checkSegments(prefix, segments);
  return prefix;
}

function checkSegments(path: string, segments: string[]): void {
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path) || path.includes('\\')) {
    throw new Error(`Invalid blob path "${path}": it must be relative and use "/" separators`);
  }
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..') {
      throw new Error(
        `Invalid blob path "${path}": segment "${segment}" is empty, "." or ".." (paths may not escape their root)`,
      );
    }
  }
  if (path.includes('\0')) throw new Error(`Invalid blob path "${path}": it contains a NUL character`);
}
