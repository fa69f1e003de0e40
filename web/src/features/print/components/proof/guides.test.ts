import { describe, expect, it } from 'vitest';
import { bleedPath, coverGuides, interiorGuides } from './guides';

const PAGE = { trimIn: { w: 8.5, h: 8.5 }, bleedIn: 0.125, safetyIn: 0.5 };

describe('the proof guides', () => {
  it('puts an interior page’s trim 0.125 in inside the sheet and the safety line 0.5 in inside that', () => {
    const guides = interiorGuides(PAGE);
    expect(guides.sheet).toEqual({ w: 8.75, h: 8.75 });
    expect(guides.trim).toEqual([{ x: 0.125, y: 0.125, w: 8.5, h: 8.5 }]);
    expect(guides.safety).toEqual([{ x: 0.625, y: 0.625, w: 7.5, h: 7.5 }]);
    expect(guides.folds).toEqual([]);
  });

  it('splits a paperback cover into back, spine and front with the spine folds', () => {
    const guides = coverGuides({
      ...PAGE,
      widthIn: 17.3821,
      heightIn: 8.75,
      wrapIn: 0,
      spineIn: 0.1321,
      hingeIn: 0,
    });
    expect(guides.sheet).toEqual({ w: 17.3821, h: 8.75 });
    const [trim] = guides.trim;
    expect(trim!.x).toBe(0.125);
    expect(trim!.w).toBeCloseTo(17.1321, 6);
    expect(guides.folds.map((f) => f.kind)).toEqual(['spine', 'spine']);
    expect(guides.folds[0]!.x).toBeCloseTo(8.625, 6);
    expect(guides.folds[1]!.x).toBeCloseTo(8.7571, 6);
    // Safety keeps off the spine: the front panel's line starts 0.5 in past the second fold.
    expect(guides.safety[1]!.x).toBeCloseTo(9.2571, 6);
    expect(guides.safety[0]).toEqual({ x: 0.625, y: 0.625, w: 7.5, h: 7.5 });
  });

  it('draws a hardcover’s wrap and hinges, with the panels inside the wrap', () => {
    const guides = coverGuides({
      ...PAGE,
      bleedIn: 0.125,
      widthIn: 20,
      heightIn: 10.25,
      wrapIn: 0.75,
      spineIn: 0.5,
      hingeIn: 0.375,
    });
    expect(guides.folds.map((f) => [f.kind, f.x])).toEqual([
      ['wrap', 0.125],
      ['hinge', 9.375],
      ['spine', 9.75],
      ['spine', 10.25],
      ['hinge', 10.625],
      ['wrap', 19.875],
    ]);
    expect(guides.trim[0]).toMatchObject({ x: 0.875, y: 0.875, h: 8.5 });
  });

  it('shades the bleed as the sheet with the trim cut out', () => {
    expect(bleedPath(interiorGuides(PAGE))).toBe('M0 0H8.75V8.75H0ZM0.125 0.125h8.5v8.5h-8.5Z');
  });
});
