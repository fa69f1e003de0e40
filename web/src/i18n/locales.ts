import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@contract/languages';

/** The interface speaks the six story languages: one list, the contract's. */
export const LOCALES = LANGUAGES;
export type Locale = Language;
/** Each language as its own speakers name it (the switcher's options). */
export const LOCALE_NAMES = LANGUAGE_NAMES;
export const SOURCE_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
