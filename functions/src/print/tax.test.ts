import { describe, expect, it } from 'vitest';
import { taxCentsOf, taxRateBpsOf } from './service.js';

describe('the printer’s tax rate', () => {
  it('reads the rate from a cost whose tax was rounded to the cent', () => {
    expect(taxRateBpsOf({ totalCents: 7088 + 921, taxCents: 921 })).toBe(1300);
    expect(taxRateBpsOf({ totalCents: 10_000 + 500, taxCents: 500 })).toBe(500);
    expect(taxRateBpsOf({ totalCents: 1679, taxCents: 0 })).toBe(0);
    expect(taxRateBpsOf({ totalCents: 0, taxCents: 0 })).toBe(0);
  });

  it('applies it to the buyer’s books and shipping, in whole cents', () => {
    expect(taxCentsOf(14198, 1300)).toBe(1846);
    expect(taxCentsOf(3399, 0)).toBe(0);
  });
});
