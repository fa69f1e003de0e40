import { expect } from 'vitest';
import { EngineError } from '../../../ports/engineError.js';

/** The EngineError an engine call rejects with (the test fails if it resolves or throws another). */
export async function engineFailure(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}
