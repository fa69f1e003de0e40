import { describe, expect, it } from 'vitest';
import { VerifiedTokenCache } from './verifiedTokenCache.js';

describe('VerifiedTokenCache', () => {
  it('returns a verified value until the token expires', () => {
    const cache = new VerifiedTokenCache<string>();
    cache.set('t', 'alice', 10_000, 0);
    expect(cache.get('t', 9_999)).toBe('alice');
    expect(cache.get('t', 10_000)).toBeUndefined();
  });

  it('never keeps an entry longer than its maximum age', () => {
    const cache = new VerifiedTokenCache<string>(10, 1_000);
    cache.set('t', 'alice', 3_600_000, 0);
    expect(cache.get('t', 999)).toBe('alice');
    expect(cache.get('t', 1_000)).toBeUndefined();
  });

  it('ignores tokens that are already expired', () => {
    const cache = new VerifiedTokenCache<string>();
    cache.set('t', 'alice', 5, 10);
    expect(cache.get('t', 10)).toBeUndefined();
  });

  it('evicts the oldest entries beyond its size', () => {
    const cache = new VerifiedTokenCache<number>(2);
    cache.set('a', 1, 1e9, 0);
    cache.set('b', 2, 1e9, 0);
    cache.set('c', 3, 1e9, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBe(2);
    expect(cache.get('c', 1)).toBe(3);
  });
});
