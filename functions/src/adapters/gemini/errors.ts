import { ApiError } from '@google/genai';
import { EngineError } from '../../ports/engineError.js';
import type { LogFields, Logger } from '../../ports/logger.js';

/**
 * Maps whatever the @google/genai SDK throws to an EngineError the task queue understands:
 * retryable (rate limits, overloaded or unreachable provider, timeouts) or final (bad request,
 * safety). The SDK's own retries are switched off (see client.ts), so each failure arrives here
 * once and the task queue decides when to try again. What only the operator can fix is also
 * raised as an operator alert on `logger`, with the book it happened to.
 */
export function toEngineError(
  error: unknown,
  what: string,
  logger: Logger,
  about: LogFields = {},
): EngineError {
  if (error instanceof EngineError) return error;
  const status = httpStatusOf(error);
  const detail = describe(error);
  if (status !== undefined) {
    if (status === 429)
      return new EngineError(
        `${what}: rate limited by Gemini (429 RESOURCE_EXHAUSTED): ${detail}`,
        true,
        'rate-limited',
      );
    if (status === 408 || status >= 500)
      return new EngineError(`${what}: Gemini unavailable (${status}): ${detail}`, true, 'unavailable');
    if (status === 404) {
      // The model id is retired or unknown to this project: every book would fail the same way,
      // so the operator must change GEMINI_TEXT_MODEL / GEMINI_IMAGE_MODEL; the work waits.
      logger.alert(
        `${what}: Gemini answered 404 (model not found). The configured model is retired or not offered here: set GEMINI_TEXT_MODEL / GEMINI_IMAGE_MODEL to a current stable model and deploy again.`,
        { ...about, status, detail },
      );
      return new EngineError(`${what}: Gemini model not found (404): ${detail}`, true, 'unavailable');
    }
    if (status === 400 || status === 413 || status === 422) {
      return new EngineError(
        `${what}: Gemini rejected the request (${status}): ${detail}`,
        false,
        'invalid-request',
      );
    }
    if (status === 401 || status === 403) {
      // A deployment problem (the Vertex AI API not enabled, a missing role): the operator must
      // act, and the work should wait for that rather than fail for good.
      logger.alert(
        `${what}: Google refused access (${status}). Enable the Vertex AI API (aiplatform.googleapis.com) and grant the functions' service account roles/aiplatform.user.`,
        { ...about, status, detail },
      );
      return new EngineError(`${what}: Gemini refused access (${status}): ${detail}`, true, 'unavailable');
    }
    return new EngineError(`${what}: Gemini refused the call (${status}): ${detail}`, false, 'unknown');
  }
  if (isTimeout(error))
    return new EngineError(`${what}: Gemini call timed out: ${detail}`, true, 'unavailable');
  if (isNetworkError(error))
    return new EngineError(`${what}: could not reach Gemini: ${detail}`, true, 'unavailable');
  // Unrecognised (e.g. a credentials lookup hiccup): let the task queue try again; its attempt
  // limit bounds the cost, and a permanent problem shows up in the logs with this message.
  return new EngineError(`${what}: unexpected Gemini failure: ${detail}`, true, 'unknown');
}

function httpStatusOf(error: unknown): number | undefined {
  if (error instanceof ApiError && typeof error.status === 'number') return error.status;
  if (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error as { name?: unknown }).name === 'ApiError'
  ) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

function errorChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < 5) {
    chain.push(current);
    current =
      typeof current === 'object' && 'cause' in current ? (current as { cause?: unknown }).cause : undefined;
  }
  return chain;
}

function isTimeout(error: unknown): boolean {
  return errorChain(error).some((e) => {
    const name = (e as { name?: unknown }).name;
    const code = (e as { code?: unknown }).code;
    return (
      name === 'AbortError' ||
      name === 'TimeoutError' ||
      code === 'ETIMEDOUT' ||
      code === 'UND_ERR_HEADERS_TIMEOUT' ||
      code === 'UND_ERR_BODY_TIMEOUT'
    );
  });
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
]);

function isNetworkError(error: unknown): boolean {
  return errorChain(error).some((e) => {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    // undici: TypeError('fetch failed') with the socket error as cause.
    return e instanceof TypeError && /fetch failed|terminated|network/i.test(e.message);
  });
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 500 ? `${text.slice(0, 500)}...` : text;
}
