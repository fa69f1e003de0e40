import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../emulators/src/stack.js';

/** The home route's JavaScript budget (issue 45: gzip, every script the page asks for). */
export const HOME_JS_BUDGET_KB = 170;

/** Gzip size in KB of the scripts of the site's build (web/dist) that a page requested. */
export async function scriptKbGzip(scripts: string[]): Promise<number> {
  let bytes = 0;
  for (const url of scripts) {
    const file = path.join(ROOT, 'web', 'dist', new URL(url).pathname);
    if (existsSync(file)) bytes += gzipSync(await readFile(file), { level: 9 }).length;
  }
  return bytes / 1024;
}
