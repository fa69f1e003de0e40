import { describe, expect, it } from 'vitest';
import { JOIN_CODE_ALPHABET } from '../contract/accounts.js';
import { normalizeJoinCode, randomJoinCode } from './joinCode.js';

describe('join codes', () => {
  it('are 6 characters from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const code = randomJoinCode();
      expect(code).toMatch(/^[A-Z2-9]{6}$/);
      for (const ch of code) expect(JOIN_CODE_ALPHABET).toContain(ch);
      expect(code).not.toMatch(/[01IO]/);
    }
  });
  it('are normalized to upper case', () => {
    expect(normalizeJoinCode(' ab3xyz ')).toBe('AB3XYZ');
  });
});
