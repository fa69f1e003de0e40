export { activateLocale, i18n } from './i18n';
export { chooseLocale, storedLocale } from './chooseLocale';
export { LanguageSwitcher } from './LanguageSwitcher';
export { isLocale, LOCALE_NAMES, LOCALES, SOURCE_LOCALE, type Locale } from './locales';
export type { MessageId, MessageValues } from './messageIds';
export { pickLocale } from './pickLocale';
export { T } from './T';
export { useLocale } from './useLocale';
export { useT } from './useT';
