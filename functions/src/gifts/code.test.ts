import { describe, expect, it } from 'vitest';
import { GIFT_CODE_ALPHABET, generateGiftCode, giftCodeHash, normalizeGiftCode } from './code.js';

describe('generateGiftCode', () => {
  it('makes SPRT and four groups of four from the unambiguous alphabet', () => {
    const code = generateGiftCode();
    expect(code).toMatch(/^SPRT(-[A-Z2-9]{4}){4}$/);
    const random = code.slice(5).replaceAll('-', '');
    expect(random).toHaveLength(16);
    expect([...random].every((c) => GIFT_CODE_ALPHABET.includes(c))).toBe(true);
    expect(random).not.toMatch(/[01OI]/);
  });

  it('does not repeat itself', () => {
    const codes = new Set(Array.from({ length: 2000 }, generateGiftCode));
    expect(codes.size).toBe(2000);
  });
});

describe('normalizeGiftCode', () => {
  const code = 'SPRT-ABCD-EFGH-JKLM-NP23';

  it('forgives case, spaces, dashes and a missing prefix', () => {
    expect(normalizeGiftCode(code)).toBe(code);
    expect(normalizeGiftCode('sprt-abcd-efgh-jklm-np23')).toBe(code);
    expect(normalizeGiftCode(' SPRT ABCD EFGH JKLM NP23 ')).toBe(code);
    expect(normalizeGiftCode('sprtabcdefghjklmnp23')).toBe(code);
    expect(normalizeGiftCode('ABCD-EFGH-JKLM-NP23')).toBe(code);
    expect(normalizeGiftCode('abcdefghjklmnp23')).toBe(code);
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeGiftCode('')).toBeNull();
    expect(normalizeGiftCode('SPRT-ABCD-EFGH-JKL')).toBeNull();
    expect(normalizeGiftCode('SPRT-ABCD-EFGH-JKLM-NP230')).toBeNull();
    // 0, O, 1 and I are never in a code.
    expect(normalizeGiftCode('SPRT-ABCD-EFGH-JKLM-NP20')).toBeNull();
    expect(normalizeGiftCode('SPRT-ABCD-EFGH-JKLM-NPIO')).toBeNull();
  });

  it('hashes the normalized code the same however it was typed', () => {
    const a = giftCodeHash(normalizeGiftCode('sprt abcd efgh jklm np23') as string);
    expect(a).toBe(giftCodeHash(code));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(giftCodeHash('SPRT-ABCD-EFGH-JKLM-NP24'));
  });
});
