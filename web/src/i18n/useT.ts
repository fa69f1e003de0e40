import { useCallback } from 'react';
import { i18n } from './i18n';
import type { MessageId, MessageValues } from './messageIds';
import { useLocale } from './useLocale';

/** `t('nav.home')`, `t('library.count', { count })`: a message of the page's language. */
export function useT() {
  const locale = useLocale();
  // A new function per language, so memoised children that take `t` see the switch.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((id: MessageId, values?: MessageValues) => i18n._(id, values), [locale]);
}
