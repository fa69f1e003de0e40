import { expect, it } from 'vitest';
import { EngineError } from '../../../ports/engineError.js';
import { apiError, type GeminiStandIn } from './geminiStandIn.js';

/** The EngineError an engine call rejects with (the test fails if it resolves or throws another). */
export async function engineFailure(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

/** The provider's HTTP errors and what each becomes; only a bad request is final. */
const HTTP_FAILURES = [
  [429, 'RESOURCE_EXHAUSTED', 'rate-limited'],
  [503, 'UNAVAILABLE', 'unavailable'],
  [500, 'INTERNAL', 'unavailable'],
  [504, 'DEADLINE_EXCEEDED', 'unavailable'],
  [400, 'INVALID_ARGUMENT', 'invalid-request'],
] as const;

/**
 * Every Gemini adapter meets the provider's HTTP errors on one call path (generate.ts): each
 * becomes its EngineError after one call, for the task queue to retry or not (no SDK retries).
 * `standIn` is read inside the tests, once the file's beforeAll has started it.
 */
export function itMapsHttpFailures(standIn: () => GeminiStandIn, call: () => Promise<unknown>): void {
  it.each(HTTP_FAILURES)('%i %s -> %s, after one call', async (status, statusText, reason) => {
    standIn().reply(apiError(status, statusText, `the stand-in answers ${status}`));
    expect(await engineFailure(call())).toMatchObject({ retryable: reason !== 'invalid-request', reason });
    expect(standIn().calls).toHaveLength(1);
  });
}
