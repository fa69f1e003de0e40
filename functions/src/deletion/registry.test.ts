import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOOK_ERASE_ORDER, KEPT_DATA, PERSON_FORGET_ORDER } from './registry.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Where features live; adapters, engines, ports and test helpers write no collection of their own,
 * and the EPUB builder's paths (`OEBPS/${...}`) are inside the file it zips, not in the stores.
 */
const NOT_FEATURES = new Set(['adapters', 'engines', 'ports', 'testing', 'contract', 'cli', 'epub']);

function featureSources(): { file: string; text: string }[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !NOT_FEATURES.has(file.split(path.sep)[0] ?? ''))
    .filter((file) => !file.split(path.sep).includes('testing'))
    .map((file) => ({ file, text: readFileSync(path.join(SRC, file), 'utf8') }));
}

const declaredCollections = KEPT_DATA.flatMap((data) => Object.keys(data.collections));
const declaredBlobs = KEPT_DATA.flatMap((data) => Object.keys(data.blobs));

describe('the forget registry', () => {
  it('gives every collection and blob prefix one owner', () => {
    expect(new Set(declaredCollections).size).toBe(declaredCollections.length);
    expect(new Set(declaredBlobs).size).toBe(declaredBlobs.length);
    expect(new Set(KEPT_DATA.map((data) => data.feature)).size).toBe(KEPT_DATA.length);
  });

  it('runs every forgetter a feature declares, and only those', () => {
    const persons = KEPT_DATA.filter((data) => data.forgetUser).map((data) => data.feature);
    const books = KEPT_DATA.filter((data) => data.eraseBook).map((data) => data.feature);
    expect(PERSON_FORGET_ORDER.map((data) => data.feature).sort()).toEqual(persons.sort());
    expect(BOOK_ERASE_ORDER.map((data) => data.feature).sort()).toEqual(books.sort());
  });

  it('has a way to forget everything that is not kept as it is', () => {
    for (const data of KEPT_DATA) {
      const fates = [...Object.values(data.collections), ...Object.values(data.blobs)];
      if (fates.some((fate) => fate !== 'kept'))
        expect(data.forgetUser ?? data.eraseBook, `${data.feature} forgets nothing`).toBeDefined();
    }
  });

  it('declares every collection name and blob folder the features write', () => {
    const named = new Set<string>();
    const folders = new Set<string>();
    for (const { text } of featureSources()) {
      for (const [, name] of text.matchAll(/_COLLECTION\s*=\s*'([^']+)'/g)) named.add(name as string);
      // Path templates such as `books/${bookId}/...` or `users/${uid}/creditLedger`.
      for (const [, folder] of text.matchAll(/`([A-Za-z]+)\/\$\{/g)) folders.add(folder as string);
    }
    expect(named.size).toBeGreaterThan(5);
    expect([...named].filter((name) => !declaredCollections.includes(name))).toEqual([]);
    const roots = new Set([
      ...declaredCollections.map((name) => name.split('/')[0]),
      ...declaredBlobs.map((prefix) => prefix.replace(/\/$/, '')),
    ]);
    expect([...folders].filter((folder) => !roots.has(folder))).toEqual([]);
  });
});
