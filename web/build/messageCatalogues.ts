import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The interface's message catalogues: one JSON file a language, `{ id: ICU message }`. */
export const LOCALES_DIR = fileURLToPath(new URL('../src/i18n/locales/', import.meta.url));
export const SOURCE_LOCALE = 'en';
const PREFIX = 'virtual:messages/';

export type Catalogue = Record<string, string>;

export function readCatalogue(locale: string): Catalogue {
  return JSON.parse(readFileSync(path.join(LOCALES_DIR, `${locale}.json`), 'utf8')) as Catalogue;
}

/**
 * A catalogue ships in two parts so the public pages carry only their own words (the home page's
 * JavaScript budget): `public` (the shell, the public pages, shared components, errors) with the
 * first render, `app` (the signed-in screens' words) with the first page that needs it
 * (`loadAppMessages`, called by those pages' loaders). A message's part is its id's first word.
 */
export const MESSAGE_PARTS = ['public', 'app'] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];
/** The features whose words are only on signed-in screens (and the shared book's page). */
export const APP_MESSAGE_AREAS: readonly string[] = [
  'account',
  'audiobook',
  'cart',
  'characters',
  'classroom',
  'create',
  'editor',
  'gift',
  'library',
  'print',
  'readingMode',
];

export function isMessagePart(value: string): value is MessagePart {
  return (MESSAGE_PARTS as readonly string[]).includes(value);
}

export function messagePartOf(id: string): MessagePart {
  return APP_MESSAGE_AREAS.includes(id.split('.')[0]!) ? 'app' : 'public';
}

/** The English ids a catalogue lacks (or leaves empty). */
export function missingMessages(source: Catalogue, catalogue: Catalogue): string[] {
  return Object.keys(source).filter((id) => !catalogue[id]?.trim());
}

/**
 * `import('virtual:messages/es')` gives Spanish's public part (`virtual:messages/es/app` the rest) compiled for @lingui/core: the ICU parser runs
 * here at build time, so none ships to the browser. (@lingui/vite-plugin does the same but its
 * CLI needs Node 22; the test machines run Node 20.) A catalogue missing an English message
 * fails the build and the tests that load it.
 */
export function messageCataloguesPlugin(): Plugin {
  return {
    name: 'storysprout-message-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [locale, part = 'public'] = id.slice(PREFIX.length + 1).split('/');
      if (!locale || !/^[a-z]{2}$/.test(locale)) this.error(`No message catalogue is called ${locale}.`);
      if (!isMessagePart(part)) this.error(`No part of a catalogue is called ${part}.`);
      this.addWatchFile(path.join(LOCALES_DIR, `${locale}.json`));
      this.addWatchFile(path.join(LOCALES_DIR, `${SOURCE_LOCALE}.json`));
      const catalogue = readCatalogue(locale);
      const missing = missingMessages(readCatalogue(SOURCE_LOCALE), catalogue);
      if (missing.length > 0)
        this.error(`The ${locale} catalogue lacks ${missing.length} message(s): ${missing.join(', ')}`);
      const compiled = Object.fromEntries(
        Object.entries(catalogue)
          .filter(([key]) => messagePartOf(key) === part)
          .map(([key, message]) => [key, compileMessage(message)]),
      );
      return `export const messages = ${JSON.stringify(compiled)};`;
    },
  };
}
