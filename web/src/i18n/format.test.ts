import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPrice } from './format';

describe('locale formatting', () => {
  it('writes days in each language', () => {
    expect(formatDate('2026-03-01', 'en')).toBe('March 1, 2026');
    expect(formatDate('2026-03-01', 'es')).toBe('1 de marzo de 2026');
    expect(formatDate('2026-03-01T00:30:00Z', 'de')).toBe('1. März 2026');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('writes prices from cents with the language’s separators', () => {
    expect(formatPrice(1299, 'usd', 'en')).toBe('$12.99');
    expect(formatPrice(1299, 'eur', 'fr')).toBe('12,99\u00a0€');
    expect(formatNumber(1250, 'de')).toBe('1.250');
  });
});
