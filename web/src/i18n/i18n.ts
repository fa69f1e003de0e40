import { setupI18n, type Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * The one translator of the page. The interface has one language at a time, so the hooks read
 * this instance directly (no provider to forget in a test or a prerender).
 */
export const i18n = setupI18n();

/** Each catalogue is its own chunk: a visitor downloads only the language they read. */
const CATALOGUES: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('virtual:messages/en'),
  es: () => import('virtual:messages/es'),
  fr: () => import('virtual:messages/fr'),
  de: () => import('virtual:messages/de'),
  pt: () => import('virtual:messages/pt'),
  it: () => import('virtual:messages/it'),
};

/** Loads the language's catalogue (once) and makes it the page's language. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const { messages } = await CATALOGUES[locale]();
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
