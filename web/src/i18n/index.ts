export { activateLocale, i18n, loadAppMessages } from './i18n';
export { errorText } from './errorText';
export { formatDate, formatDateTime, formatNumber, formatPrice, useFormat, type DateStyle } from './format';
export { chooseLocale, keepLocale, storedLocale } from './chooseLocale';
export { LanguageSwitcher } from './LanguageSwitcher';
export { lazyMessages, type LazyMessage } from './lazyMessages';
export {
  isLocalizedPage,
  localeBasename,
  localePath,
  LOCALIZED_SECTIONS,
  splitLocalePath,
} from './localePath';
export { isLocale, LOCALE_NAMES, LOCALES, SOURCE_LOCALE, type Locale } from './locales';
export type { MessageId, MessageValues } from './messageIds';
export { pickLocale } from './pickLocale';
export { T } from './T';
export { useAccountLanguage } from './useAccountLanguage';
export { useLocale } from './useLocale';
export { useT } from './useT';
