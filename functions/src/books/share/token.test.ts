import { describe, expect, it } from 'vitest';
import { isShareToken, newShareToken } from './token.js';

describe('share tokens', () => {
  it('are 43 URL-safe characters carrying 256 random bits, a new one every time', () => {
    const tokens = Array.from({ length: 1000 }, () => newShareToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(isShareToken(token)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('refuses anything not shaped like a token', () => {
    for (const bad of ['', 'abc', `${newShareToken()}x`, '../books/1', 'a'.repeat(42) + '=', 42, null])
      expect(isShareToken(bad)).toBe(false);
  });
});
