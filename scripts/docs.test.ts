import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The docs a newcomer reads (issue 43): a short README, docs/ by topic, a README per folder. A
// wall of a table row or a link to a moved file is what made them hard to read, so both fail here.
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const README_MAX_LINES = 250;
const TABLE_ROW_MAX_CHARS = 300;

function markdownUnder(dir: string, onlyReadmes: boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : markdownUnder(full, onlyReadmes);
    const wanted = onlyReadmes ? entry.name === 'README.md' : entry.name.endsWith('.md');
    return wanted ? [full] : [];
  });
}

const DOCS = [
  path.join(ROOT, 'README.md'),
  ...markdownUnder(path.join(ROOT, 'docs'), false),
  ...markdownUnder(path.join(ROOT, 'functions/src'), true),
  ...markdownUnder(path.join(ROOT, 'web/src'), true),
];

/** The lines outside fenced code blocks, with their line numbers. */
function proseLines(text: string): { line: string; n: number }[] {
  let fenced = false;
  return text.split('\n').flatMap((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{ line, n: i + 1 }];
  });
}

/** Relative link targets of `[text](target)` and `[label]: target`, inline code left out. */
function relativeLinks(line: string): string[] {
  const prose = line.replace(/`[^`]*`/g, '');
  const targets = [
    ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
    ...[...prose.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/g)].map((m) => m[1]!),
  ];
  return targets.filter((t) => !/^([a-z][a-z0-9+.-]*:|#)/i.test(t));
}

const relative = (file: string) => path.relative(ROOT, file);

describe('the docs', () => {
  it('has the docs this test reads', () => {
    expect(DOCS.map(relative)).toContain('docs/testing.md');
  });

  it(`keeps README.md to at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(path.join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it(`has no table row over ${TABLE_ROW_MAX_CHARS} characters`, () => {
    const long = DOCS.flatMap((file) =>
      proseLines(readFileSync(file, 'utf8'))
        .filter(({ line }) => line.trimStart().startsWith('|') && line.length > TABLE_ROW_MAX_CHARS)
        .map(({ line, n }) => `${relative(file)}:${n} (${line.length} characters)`),
    );
    expect(long).toEqual([]);
  });

  it('links only to files that exist', () => {
    const broken = DOCS.flatMap((file) =>
      proseLines(readFileSync(file, 'utf8')).flatMap(({ line, n }) =>
        relativeLinks(line)
          .filter((target) => {
            const filePart = decodeURIComponent(target.split('#')[0]!.split('?')[0]!);
            return !existsSync(path.resolve(path.dirname(file), filePart));
          })
          .map((target) => `${relative(file)}:${n} -> ${target}`),
      ),
    );
    expect(broken).toEqual([]);
  });
});
