import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * storage.rules without the Storage emulator (it needs Java 21 and downloads its rules runtime,
 * neither of which this machine has; ARCHITECTURE.md): the file is parsed and its whole shape
 * asserted, so the only rule there is, over every path of every bucket, is `allow read, write:
 * if false`. firestore.rules is proven on the Firestore emulator (adapters/firestore/rules.test.ts).
 */
const SOURCE = readFileSync(new URL('../../../../storage.rules', import.meta.url), 'utf8');

interface Block {
  header: string;
  statements: string[];
  children: Block[];
}

/** Comments out, then `header { ... }` blocks and the `;` statements inside them. */
function parse(source: string): { statements: string[]; blocks: Block[] } {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, ' ');
  let at = 0;
  const body = (): { statements: string[]; blocks: Block[] } => {
    const statements: string[] = [];
    const blocks: Block[] = [];
    let pending = '';
    while (at < text.length) {
      const ch = text[at++] as string;
      if (ch === '{' && pending.endsWith('/')) {
        // A path segment's wildcard ({bucket}, {allPaths=**}), not a block.
        const end = text.indexOf('}', at);
        pending += text.slice(at - 1, end + 1);
        at = end + 1;
      } else if (ch === '{') {
        const inner = body();
        blocks.push({
          header: pending.trim().replace(/\s+/g, ' '),
          statements: inner.statements,
          children: inner.blocks,
        });
        pending = '';
      } else if (ch === '}') {
        if (pending.trim()) throw new Error(`Unterminated statement: ${pending.trim()}`);
        return { statements, blocks };
      } else if (ch === ';') {
        statements.push(pending.trim().replace(/\s+/g, ' '));
        pending = '';
      } else pending += ch;
    }
    if (pending.trim()) throw new Error(`Unterminated statement: ${pending.trim()}`);
    return { statements, blocks };
  };
  return body();
}

describe('storage.rules', () => {
  const rules = parse(SOURCE);

  it('is version 2 with one service, firebase.storage', () => {
    expect(rules.statements).toEqual(["rules_version = '2'"]);
    expect(rules.blocks.map((b) => b.header)).toEqual(['service firebase.storage']);
  });

  it('matches every object of every bucket and allows nothing there', () => {
    const [service] = rules.blocks as [Block];
    expect(service.statements).toEqual([]);
    expect(service.children.map((b) => b.header)).toEqual(['match /b/{bucket}/o']);
    const [bucket] = service.children as [Block];
    expect(bucket.statements).toEqual([]);
    expect(bucket.children.map((b) => b.header)).toEqual(['match /{allPaths=**}']);
    const [everything] = bucket.children as [Block];
    expect(everything.children).toEqual([]);
    expect(everything.statements).toEqual(['allow read, write: if false']);
  });

  it('has no other allow, function or match anywhere in the file', () => {
    const text = SOURCE.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, ' ');
    expect(text.match(/\ballow\b/g)).toHaveLength(1);
    expect(text.match(/\bfunction\b/g)).toBeNull();
    expect(text.match(/\bmatch\b/g)).toHaveLength(2);
  });
});
