import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No import circle in functions/src or web/src (issue 43). The lint's import-x/no-cycle counts
// only the imports that run; this counts every one, `import type` and `import()` included, since
// a circle of types is still two modules that cannot be read, changed or moved one without the
// other (the storyteller's core and its Spanish module were one).
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['.ts', '.tsx'];

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(full);
    return SOURCES.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative import names ('./x.js' is x.ts, './x' is x.ts, x.tsx or x/index.ts). */
function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.js$/, '');
  return [
    base,
    ...SOURCES.map((ext) => stem + ext),
    ...SOURCES.map((ext) => path.join(base, `index${ext}`)),
  ].find((file) => SOURCES.some((ext) => file.endsWith(ext)) && existsSync(file));
}

function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((dir) => sourcesUnder(path.join(ROOT, dir)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => resolve(file, fileName) ?? []);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The groups of files that reach each other through their imports (Tarjan's components). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    if (group.length > 1 || graph.get(file)?.includes(file))
      found.push(group.map((f) => path.relative(ROOT, f)).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('imports', () => {
  it('make no circle in functions/src or web/src, type imports included', () => {
    expect(circles(importGraph(['functions/src', 'web/src']))).toEqual([]);
  });
});
