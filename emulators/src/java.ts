import { spawnSync } from 'node:child_process';

/** Major version of the `java` on PATH, or null when there is none. */
export function javaMajorVersion(): number | null {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  return parseJavaMajor(`${result.stderr}\n${result.stdout}`);
}

/** `openjdk version "17.0.15"` -> 17; the old `"1.8.0"` scheme -> 8. */
export function parseJavaMajor(versionText: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionText);
  if (!match?.[1]) return null;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}
