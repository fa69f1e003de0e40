import { readdirSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../functions/src/contract/languages';
import { LOCALES_DIR, missingMessages, readCatalogue, SOURCE_LOCALE } from './messageCatalogues';

/** A message's placeholders and tags: what every language must keep, in any order. */
function slots(message: string): string[] {
  return [...message.matchAll(/\{(\w+)|<\/?(\d+)>/g)].map((m) => m[0]).sort();
}

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
      expect(slots(message), `${locale} ${id}`).toEqual(slots(source[id] ?? ''));
    }
  });

  it('names a missing message by its id', () => {
    expect(missingMessages({ a: 'A', b: 'B', c: 'C' }, { a: 'Á', b: ' ' })).toEqual(['b', 'c']);
  });
});
