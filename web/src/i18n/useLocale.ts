import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { Locale } from './locales';

function subscribe(onChange: () => void) {
  return i18n.on('change', onChange);
}

/** The page's language; components re-render when the visitor switches it. */
export function useLocale(): Locale {
  return useSyncExternalStore(
    subscribe,
    () => i18n.locale as Locale,
    () => i18n.locale as Locale,
  );
}
