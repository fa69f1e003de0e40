/**
 * A failure of a story or illustration engine. Retryable failures (rate limits, timeouts,
 * overloaded provider) go back to the task queue; final ones (a safety block, a malformed
 * answer after the retry) mark the work failed so the client can say so.
 */
export class EngineError extends Error {
  constructor(
    message: string,
    public readonly retryable: boolean,
    public readonly reason:
      'rate-limited' | 'unavailable' | 'safety' | 'malformed' | 'invalid-request' | 'unknown' = 'unknown',
    /**
     * What the parent should read instead of the generic failure, when the engine knows why
     * and the parent can act on it (e.g. a story language the engine does not write).
     */
    public readonly forParent?: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}
