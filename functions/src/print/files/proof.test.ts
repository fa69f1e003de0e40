import { describe, expect, it } from 'vitest';
import { coverLayout, spineOf } from './coverGeometry.js';
import { coverProofOf, interiorProofOf } from './proof.js';

describe('the proof geometry', () => {
  it('gives a 32-page paperback Lulu’s spine: pages / 444 + 0.06 in', () => {
    expect(spineOf('paperback', 32)).toBeCloseTo(0.132, 3);
    const layout = coverLayout('paperback', 32);
    // Lulu's cover-dimensions answer for this book: 1251.509 x 630 pt.
    expect(layout.widthIn * 72).toBeCloseTo(1251.509, 1);
    expect(layout.heightIn).toBe(8.75);
    expect(layout).toMatchObject({ trimIn: { w: 8.5, h: 8.5 }, bleedIn: 0.125, wrapIn: 0, hingeIn: 0 });
  });

  it('splits a hardcover into wraps, boards, hinges and the spine', () => {
    const cover = coverProofOf('hardcover', 32, null);
    expect(cover).toMatchObject({ widthIn: 19.5, heightIn: 10, bleedIn: 0, wrapIn: 0.75, hingeIn: 0.375 });
    expect(cover.spineIn).toBe(0.25);
  });

  it('splits the cover as built: the spine takes the width beyond the panels', () => {
    const cover = coverProofOf('paperback', 32, { widthPt: 1260, heightPt: 630 });
    expect(cover.widthIn).toBe(17.5);
    expect(cover.heightIn).toBe(8.75);
    expect(cover.spineIn).toBe(0.25);
    expect(cover.safetyIn).toBe(0.5);
  });

  it('takes an older cover, built before sizes were recorded, at the layout size', () => {
    expect(coverProofOf('paperback', 32, null).spineIn).toBeCloseTo(0.132, 3);
  });

  it('refuses a size that cannot hold two panels', () => {
    expect(() => coverProofOf('paperback', 32, { widthPt: 1200, heightPt: 630 })).toThrow('cannot hold');
  });

  it('lists the interior pages with trim, bleed and the 0.5 in safety margin', () => {
    expect(interiorProofOf(32, [9, 3])).toEqual({
      pages: 32,
      trimIn: { w: 8.5, h: 8.5 },
      bleedIn: 0.125,
      safetyIn: 0.5,
      lowResolutionPages: [3, 9],
    });
  });
});
