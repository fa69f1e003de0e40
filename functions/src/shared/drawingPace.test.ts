import { describe, expect, it } from 'vitest';
import { defaultLineLimit, drawingsPerSecond, ownPicturesSeconds } from './drawingPace.js';

const production = { concurrency: 6, dispatchesPerSecond: 2, secondsPerDrawing: 16 };

describe('drawingsPerSecond', () => {
  it('is the pace of the quota: 6 at a time, 16 s each is 0.375 a second', () => {
    expect(drawingsPerSecond(production)).toBe(0.375);
  });

  it('is the dispatch rate when drawings are quicker than the places free up', () => {
    expect(drawingsPerSecond({ ...production, secondsPerDrawing: 1 })).toBe(2);
  });
});

describe('ownPicturesSeconds', () => {
  it('draws a cast sheet first, then the pages in waves as wide as the concurrency', () => {
    expect(ownPicturesSeconds(11, production)).toBe(48);
    expect(ownPicturesSeconds(10, production)).toBe(32);
    expect(ownPicturesSeconds(11, { ...production, concurrency: 30, dispatchesPerSecond: 10 })).toBe(32);
    expect(ownPicturesSeconds(0, production)).toBe(0);
  });

  it('is never quicker than the dispatch rate', () => {
    expect(ownPicturesSeconds(11, { ...production, secondsPerDrawing: 1 })).toBe(5.5);
  });
});

describe('defaultLineLimit', () => {
  it('is what the quota draws while one book is drawn alone', () => {
    expect(defaultLineLimit(production)).toBe(18);
    expect(defaultLineLimit({ concurrency: 30, dispatchesPerSecond: 10, secondsPerDrawing: 16 })).toBe(60);
  });

  it('always lets one whole book (its sheet and ten pages) into an empty line', () => {
    expect(defaultLineLimit({ concurrency: 1, dispatchesPerSecond: 1, secondsPerDrawing: 60 })).toBe(11);
  });
});
