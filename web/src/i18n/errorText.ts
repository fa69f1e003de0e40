import { isErrorCode } from '@contract/errorCodes';
import { i18n } from './i18n';
import type { MessageId } from './messageIds';
import { SOURCE_LOCALE } from './locales';

/**
 * What the person reads for an API refusal: the catalogue's `error.<code>` in the page's language.
 * In English the server's own sentence is shown: it is the source those messages translate and
 * often names more (which photo, how many minutes). A code this page does not know (a newer
 * server) or no code at all falls back to the server's sentence too.
 */
export function errorText(code: unknown, serverMessage: string): string {
  if (!isErrorCode(code) || i18n.locale === SOURCE_LOCALE || !i18n.locale) return serverMessage;
  const id = `error.${code}` as MessageId;
  const text = i18n._(id);
  // Lingui answers the id itself when the catalogue lacks it; the build forbids that, but a
  // catalogue that failed to load must not show an id to a parent.
  return text === id ? serverMessage : text;
}
