import { describe, expect, it } from 'vitest';
import { defaultLineLimit, drawingsPerSecond } from './drawingPace.js';

const production = { concurrency: 6, dispatchesPerSecond: 2, secondsPerDrawing: 16 };

describe('drawingsPerSecond', () => {
  it('is the pace of the quota: 6 at a time, 16 s each is 0.375 a second', () => {
    expect(drawingsPerSecond(production)).toBe(0.375);
  });

  it('is the dispatch rate when drawings are quicker than the places free up', () => {
    expect(drawingsPerSecond({ ...production, secondsPerDrawing: 1 })).toBe(2);
  });
});

describe('defaultLineLimit', () => {
  it("is a minute of drawing at the quota's pace", () => {
    expect(defaultLineLimit(production)).toBe(23);
    expect(defaultLineLimit({ concurrency: 30, dispatchesPerSecond: 10, secondsPerDrawing: 16 })).toBe(113);
  });

  it('always lets one whole book (its sheet and ten pages) into an empty line', () => {
    expect(defaultLineLimit({ concurrency: 1, dispatchesPerSecond: 1, secondsPerDrawing: 60 })).toBe(11);
  });
});
