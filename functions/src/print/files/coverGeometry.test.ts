import { describe, expect, it } from 'vitest';
import { bindingOfPackage, coverLayout, spineOf } from './coverGeometry.js';

describe('coverLayout', () => {
  it('lays out the 32-page paperback: bleed all round, a thin spine, no wrap or hinge', () => {
    expect(coverLayout('paperback', 32)).toEqual({
      widthIn: 17.382,
      heightIn: 8.75,
      trimIn: { w: 8.5, h: 8.5 },
      bleedIn: 0.125,
      wrapIn: 0,
      spineIn: 0.132,
      hingeIn: 0,
    });
  });

  it('lays out the 32-page casewrap: 0.75 in wrap, hinges beside a 0.25 in spine', () => {
    expect(coverLayout('hardcover', 32)).toEqual({
      widthIn: 19.5,
      heightIn: 10,
      trimIn: { w: 8.5, h: 8.5 },
      bleedIn: 0,
      wrapIn: 0.75,
      spineIn: 0.25,
      hingeIn: 0.375,
    });
  });

  it('adds up: panels, spine, hinges and edges make the sheet', () => {
    for (const binding of ['paperback', 'hardcover'] as const)
      for (const pages of [24, 32, 100, 300, 500]) {
        const l = coverLayout(binding, pages);
        const edge = l.bleedIn + l.wrapIn;
        expect(l.widthIn).toBeCloseTo(2 * l.trimIn.w + l.spineIn + 2 * l.hingeIn + 2 * edge, 3);
        expect(l.heightIn).toBeCloseTo(l.trimIn.h + 2 * edge, 3);
      }
  });

  it('widens the spine with the page count, the casewrap in eighths from 0.25 in', () => {
    expect(spineOf('paperback', 444)).toBe(1.06);
    expect(spineOf('hardcover', 24)).toBe(0.25);
    expect(spineOf('hardcover', 84)).toBe(0.25);
    expect(spineOf('hardcover', 85)).toBe(0.5);
    expect(spineOf('hardcover', 200)).toBeGreaterThan(spineOf('hardcover', 100));
  });
});

describe('bindingOfPackage', () => {
  it('reads the binding field of dotted and legacy ids', () => {
    expect(bindingOfPackage('0850X0850.FC.STD.PB.080CW444.GXX')).toBe('paperback');
    expect(bindingOfPackage('0850X0850.FC.STD.CW.080CW444.GXX')).toBe('hardcover');
    expect(bindingOfPackage('0850X0850FCSTDCW080CW444GXX')).toBe('hardcover');
    expect(bindingOfPackage('0850X0850.FC.STD.LW.080CW444.GXX')).toBeNull();
  });
});
