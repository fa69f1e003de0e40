import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTrying } from './keepTrying';

describe('keepTrying', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries again after each failure until it loads, and says which try was the last', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new Error('not yet')).mockResolvedValue('legends');
    const onLoaded = vi.fn();
    const onFailure = vi.fn();
    keepTrying(load, { attempts: 3, delayMs: 1_000, onLoaded, onFailure });

    await vi.advanceTimersByTimeAsync(0);
    expect(onFailure).toHaveBeenCalledWith(expect.any(Error), 1, false);
    expect(onLoaded).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onLoaded).toHaveBeenCalledWith('legends');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last attempt, and calls nothing once stopped', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValue(new Error('down'));
    const onFailure = vi.fn();
    keepTrying(load, { attempts: 2, delayMs: 1_000, onLoaded: vi.fn(), onFailure });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onFailure.mock.calls.map(([, attempt, last]) => [attempt, last])).toEqual([
      [1, false],
      [2, true],
    ]);

    const stopped = vi.fn().mockRejectedValue(new Error('down'));
    const stop = keepTrying(stopped, { attempts: 5, delayMs: 1_000, onLoaded: vi.fn(), onFailure: vi.fn() });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stopped).toHaveBeenCalledTimes(1);
  });
});
