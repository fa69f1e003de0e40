import { ApiError } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../ports/engineError.js';
import { capturedLogs, silentLogger } from '../../testing/logs.js';
import { toEngineError as mapError } from './errors.js';

const toEngineError = (error: unknown, what: string) => mapError(error, what, silentLogger);

const api = (status: number) => new ApiError({ message: `{"error":{"code":${status}}}`, status });

/** What mapping these errors logged, each entry parsed. */
function loggedBy(work: (map: typeof toEngineError) => void) {
  const logs = capturedLogs();
  work((error, what) => mapError(error, what, logs.logger, { bookId: 'b1' }));
  return logs.entries();
}

describe('toEngineError', () => {
  it('maps HTTP statuses to retryable or final', () => {
    expect(toEngineError(api(429), 'x')).toMatchObject({ retryable: true, reason: 'rate-limited' });
    for (const status of [408, 500, 502, 503, 504])
      expect(toEngineError(api(status), 'x')).toMatchObject({ retryable: true, reason: 'unavailable' });
    for (const status of [400, 413, 422])
      expect(toEngineError(api(status), 'x')).toMatchObject({ retryable: false, reason: 'invalid-request' });
    expect(toEngineError(api(402), 'x')).toMatchObject({ retryable: false, reason: 'unknown' });
  });

  it('makes a refused access (API not enabled, missing role) an operator alert the work waits out', () => {
    const logged = loggedBy((map) => {
      for (const status of [401, 403])
        expect(map(api(status), 'Story')).toMatchObject({ retryable: true, reason: 'unavailable' });
    });
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      severity: 'ALERT',
      message: expect.stringMatching(/^OPERATOR ALERT: .*aiplatform\.googleapis\.com/),
      bookId: 'b1',
      status: 401,
    });
  });

  it('makes a retired or unknown model (404) an operator alert the work waits out, not a failed book', () => {
    const logged = loggedBy((map) =>
      expect(map(api(404), 'Page 3')).toMatchObject({ retryable: true, reason: 'unavailable' }),
    );
    expect(logged).toEqual([
      expect.objectContaining({ severity: 'ALERT', message: expect.stringContaining('GEMINI_IMAGE_MODEL') }),
    ]);
  });

  it('treats network failures and timeouts as retryable', () => {
    const refused = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    expect(toEngineError(refused, 'x')).toMatchObject({ retryable: true, reason: 'unavailable' });
    expect(toEngineError(new DOMException('This operation was aborted', 'AbortError'), 'x')).toMatchObject({
      retryable: true,
      reason: 'unavailable',
    });
  });

  it('keeps EngineErrors and retries the unrecognised', () => {
    const safety = new EngineError('blocked', false, 'safety');
    expect(toEngineError(safety, 'x')).toBe(safety);
    expect(toEngineError(new Error('Could not refresh access token'), 'x')).toMatchObject({
      retryable: true,
      reason: 'unknown',
    });
  });
});
