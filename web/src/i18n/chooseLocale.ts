import { activateLocale } from './i18n';
import type { Locale } from './locales';

/** Where a visitor's choice of language is kept between visits on this device. */
export const LOCALE_STORAGE_KEY = 'storysprout.locale';

export function storedLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null; // storage refused (private mode): the browser's languages decide
  }
}

/** The visitor picked a language: show it now and on their next visit. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  keepLocale(locale);
}

/** Remembers the visitor's language for their next visit on this device. */
export function keepLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage refused: the choice lasts this visit
  }
}
