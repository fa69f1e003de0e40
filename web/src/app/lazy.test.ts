import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadTimeoutError, lazyPage, withTimeout } from './lazy';

describe('lazy page loading', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives a page chunk 120 seconds (spec part 1 §9)', async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    const outcome = vi.fn();
    lazyPage(() => new Promise(() => {}))().catch(outcome);

    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(ChunkLoadTimeoutError));
  });

  it('resolves a chunk that arrives in time to its component', async () => {
    const Page = () => null;
    await expect(lazyPage(async () => ({ default: Page }), 50)()).resolves.toEqual({ Component: Page });
  });

  it('passes a loading failure through', async () => {
    await expect(withTimeout(Promise.reject(new Error('offline')), 50)).rejects.toThrow('offline');
  });
});
