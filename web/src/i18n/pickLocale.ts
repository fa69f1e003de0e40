import { isLocale, SOURCE_LOCALE, type Locale } from './locales';

/**
 * The first of the visitor's languages the interface speaks ('es-MX' is Spanish), else English.
 * `chosen` (the switcher's or the account's choice) wins over the browser's list.
 */
export function pickLocale(chosen: string | null | undefined, browser: readonly string[]): Locale {
  if (isLocale(chosen)) return chosen;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return SOURCE_LOCALE;
}
