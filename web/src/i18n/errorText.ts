import { isErrorCode, type ErrorCode } from '@contract/errorCodes';
import { i18n } from './i18n';
import type { MessageId } from './messageIds';
import { SOURCE_LOCALE } from './locales';

/** The refusals whose words need the numbers answered beside them (issue 45: the limits). */
const WITH_WAIT: ReadonlySet<ErrorCode> = new Set([
  'hourly_limit',
  'too_many_wrong_codes',
  'too_many_sign_ups',
]);

/**
 * The placeholders of a refusal's message from what the answer carries beside its code: which
 * limit (`call`, `perHour` as `count`, `codeKind` as `kind`) and when to try again (`minutes`,
 * at least one, as the server's own sentence counts them). Null when a limit's wait is missing.
 */
function valuesOf(code: ErrorCode, body: unknown): Record<string, string | number> | null {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const { call, perHour, codeKind, retryAfterSeconds } = fields;
  if (WITH_WAIT.has(code) && typeof retryAfterSeconds !== 'number') return null;
  return {
    call: typeof call === 'string' ? call : 'other',
    count: typeof perHour === 'number' ? perHour : 0,
    kind: typeof codeKind === 'string' ? codeKind : 'other',
    minutes: typeof retryAfterSeconds === 'number' ? Math.max(1, Math.ceil(retryAfterSeconds / 60)) : 0,
  };
}

/**
 * What the person reads for an API refusal: the catalogue's `error.<code>` in the page's language,
 * with the numbers the answer gives beside it (`body`, e.g. a limit's). In English the server's
 * own sentence is shown: it is the source those messages translate and often names more (which
 * photo, how many minutes). A code this page does not know (a newer server) or no code at all
 * falls back to the server's sentence too.
 */
export function errorText(code: unknown, serverMessage: string, body?: unknown): string {
  if (!isErrorCode(code) || i18n.locale === SOURCE_LOCALE || !i18n.locale) return serverMessage;
  const values = valuesOf(code, body);
  if (!values) return serverMessage;
  const id = `error.${code}` as MessageId;
  const text = i18n._(id, values);
  // Lingui answers the id itself when the catalogue lacks it; the build forbids that, but a
  // catalogue that failed to load must not show an id to a parent.
  return text === id ? serverMessage : text;
}
