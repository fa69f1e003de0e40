import { i18n } from './i18n';
import type { MessageId, MessageValues } from './messageIds';

/** A message by its id, or with the values of its placeholders. */
export type LazyMessage = MessageId | readonly [MessageId, MessageValues];

/**
 * Named messages read in the page's language each time they are read, not when the module
 * loads (before any catalogue has): `TEXT.title` after a switch to Spanish is Spanish.
 */
export function lazyMessages<K extends string>(
  messages: Record<K, LazyMessage>,
): Readonly<Record<K, string>> {
  const text = {} as Record<K, string>;
  for (const [name, message] of Object.entries(messages) as [K, LazyMessage][]) {
    const [id, values] = typeof message === 'string' ? [message] : message;
    Object.defineProperty(text, name, { enumerable: true, get: () => i18n._(id, values) });
  }
  return text;
}
