import { describe, expect, it } from 'vitest';
import { normalizeEmail, subscriberId } from './newsletter.js';

describe('newsletter identity', () => {
  it('normalizes case and surrounding space', () => {
    expect(normalizeEmail('  Ana.Lee@Example.COM ')).toBe('ana.lee@example.com');
  });
  it('gives one id per address regardless of case', () => {
    expect(subscriberId('Ana@Example.com')).toBe(subscriberId('ana@example.com '));
    expect(subscriberId('ana@example.com')).not.toBe(subscriberId('bob@example.com'));
    expect(subscriberId('a/b@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });
});
