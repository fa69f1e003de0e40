import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Illustration, IllustrationRequest, Illustrator } from '../../ports/illustrator.js';
import { capturedLogs } from '../../testing/logs.js';
import { SIMULATED_CALL_MESSAGE, SimulatedPageChecker, slowIllustrator } from './engines.js';

const picture: Illustration = { png: Buffer.from('png'), width: 1, height: 1 };
const request = { bookId: '1234567890', page: 3, variant: 0 } as IllustrationRequest;

afterEach(() => vi.useRealTimers());

describe('simulated model time', () => {
  it("answers a picture only after its time has passed on a timer, keeping the engine's name", async () => {
    vi.useFakeTimers();
    const inner: Illustrator = { description: 'offline', draw: vi.fn(async () => picture) };
    const logs = capturedLogs();
    const slow = slowIllustrator(inner, 12_000, logs.logger);
    expect(slow.description).toBe('offline');
    expect(slow.drawReferenceSheet).toBeUndefined();
    let answered = false;
    const drawing = slow.draw(request).then((drawn) => ((answered = true), drawn));
    await vi.advanceTimersByTimeAsync(11_999);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await drawing).toBe(picture);
    expect(inner.draw).toHaveBeenCalledWith(request);
    expect(logs.entries()).toMatchObject([
      { message: `${SIMULATED_CALL_MESSAGE} (draw)`, bookId: '1234567890', page: 3, kind: 'draw' },
    ]);
  });

  it('passes every page after the check time, and says so in the log', async () => {
    vi.useFakeTimers();
    const logs = capturedLogs();
    const checker = new SimulatedPageChecker(4_000, logs.logger);
    const verdict = checker.check({ bookId: '1234567890', page: 2, variant: 0 });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(await verdict).toEqual({ score: 100, problems: [] });
    expect(logs.entries()).toMatchObject([{ message: `${SIMULATED_CALL_MESSAGE} (check)`, kind: 'check' }]);
  });
});
