import { setupI18n, type Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * The one translator of the page. The interface has one language at a time, so the hooks read
 * this instance directly (no provider to forget in a test or a prerender).
 */
export const i18n = setupI18n();

type Catalogue = () => Promise<{ messages: Messages }>;

/**
 * Each catalogue is two chunks (web/build/messageCatalogues.ts): a visitor downloads only the
 * language they read, and the public pages only the public part.
 */
const CATALOGUES: Record<Locale, { public: Catalogue; app: Catalogue }> = {
  en: { public: () => import('virtual:messages/en'), app: () => import('virtual:messages/en/app') },
  es: { public: () => import('virtual:messages/es'), app: () => import('virtual:messages/es/app') },
  fr: { public: () => import('virtual:messages/fr'), app: () => import('virtual:messages/fr/app') },
  de: { public: () => import('virtual:messages/de'), app: () => import('virtual:messages/de/app') },
  pt: { public: () => import('virtual:messages/pt'), app: () => import('virtual:messages/pt/app') },
  it: { public: () => import('virtual:messages/it'), app: () => import('virtual:messages/it/app') },
};

/** Whether a signed-in screen has needed the app's words: a new language then loads them too. */
let appWordsWanted = false;

async function messagesOf(locale: Locale): Promise<Messages> {
  const parts = await Promise.all([
    CATALOGUES[locale].public(),
    ...(appWordsWanted ? [CATALOGUES[locale].app()] : []),
  ]);
  return Object.assign({}, ...parts.map((part) => part.messages)) as Messages;
}

/** Loads the language's catalogue (once) and makes it the page's language. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const messages = await messagesOf(locale);
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * The signed-in screens' words in the page's language, loaded beside those pages' code (app/pages.ts);
 * later language changes bring them along.
 */
export async function loadAppMessages(): Promise<void> {
  appWordsWanted = true;
  const locale = (i18n.locale || 'en') as Locale;
  const { messages } = await CATALOGUES[locale].app();
  i18n.load(locale, messages);
  // A language switched while the part loaded gets its own words too.
  if (i18n.locale !== locale)
    i18n.load(i18n.locale, (await CATALOGUES[i18n.locale as Locale].app()).messages);
}
