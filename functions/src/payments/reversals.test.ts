import { describe, expect, it } from 'vitest';
import { creditsToTakeBack } from './reversals.js';

describe('creditsToTakeBack', () => {
  it('takes back every credit for a full refund and the refunded share, rounded down, for a partial one', () => {
    expect(creditsToTakeBack(3, 1500, 1500)).toBe(3);
    expect(creditsToTakeBack(3, 2000, 1500)).toBe(3);
    expect(creditsToTakeBack(5, 1000, 2500)).toBe(2); // 40% of 5
    expect(creditsToTakeBack(5, 1600, 2500)).toBe(3); // 64% of 5 = 3.2
    expect(creditsToTakeBack(3, 499, 1500)).toBe(0); // less than one credit's worth
  });

  it('takes back nothing for a payment that granted nothing or a refund of nothing', () => {
    expect(creditsToTakeBack(0, 1500, 1500)).toBe(0);
    expect(creditsToTakeBack(3, 0, 1500)).toBe(0);
  });
});
