import { readdirSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../functions/src/contract/languages';
import { LOCALES_DIR, missingMessages, readCatalogue, SOURCE_LOCALE } from './messageCatalogues';

/**
 * A message's placeholders (`{name}`, `{count, plural, ...}`) and tags: what every language must
 * keep, in any order and as often as its branches need. Read from the compiled message, so a
 * branch's words (`=0 {No photos}`) are not taken for placeholders.
 */
function slots(message: string): string[] {
  const found = new Set<string>();
  // A compiled message is a string or a list of strings and placeholders; a placeholder is
  // [name, type?, branches?], each branch again a compiled message.
  const walk = (compiled: unknown): void => {
    for (const part of Array.isArray(compiled) ? compiled : [compiled]) {
      if (typeof part === 'string') {
        for (const tag of part.matchAll(/<\/?(\d+)>/g)) found.add(tag[0]);
      } else if (Array.isArray(part)) {
        found.add(`{${String(part[0])}}`);
        const branches: unknown = part[2];
        if (branches && typeof branches === 'object') Object.values(branches).forEach(walk);
      }
    }
  };
  walk(compileMessage(message));
  return [...found].sort();
}

/**
 * Values passed in two spellings, each language taking the one its grammar needs: a postcode's
 * name lower-cased mid-sentence in English ({lower}), as written in German ({label}).
 */
const SPELLINGS_OF_ONE_VALUE: Record<string, string> = { '{lower}': '{label}' };
const sameValue = (slot: string) => SPELLINGS_OF_ONE_VALUE[slot] ?? slot;

const source = readCatalogue(SOURCE_LOCALE);

describe('the message catalogues', () => {
  it('are the six interface languages, no more', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual(LANGUAGES.map((l) => `${l}.json`).sort());
  });

  it.each(LANGUAGES.filter((l) => l !== SOURCE_LOCALE))(
    '%s has every English message and no other',
    (locale) => {
      const catalogue = readCatalogue(locale);
      expect(missingMessages(source, catalogue)).toEqual([]);
      expect(Object.keys(catalogue).filter((id) => !(id in source))).toEqual([]);
    },
  );

  it.each([...LANGUAGES])('%s keeps each message’s placeholders and tags, and each parses', (locale) => {
    const catalogue = readCatalogue(locale);
    for (const [id, message] of Object.entries(catalogue)) {
      expect(() => compileMessage(message), `${locale} ${id}`).not.toThrow();
      expect(slots(message).map(sameValue), `${locale} ${id}`).toEqual(
        slots(source[id] ?? '').map(sameValue),
      );
    }
  });

  it('names a missing message by its id', () => {
    expect(missingMessages({ a: 'A', b: 'B', c: 'C' }, { a: 'Á', b: ' ' })).toEqual(['b', 'c']);
  });
});
