import { describe, expect, it } from 'vitest';
import {
  INK_BLACK,
  oklabOf,
  PAPER_WHITE,
  rgbOfOklab,
  softProofPixels,
  softProofRgb,
  type Rgb,
} from './softProof';

const chroma = (rgb: Rgb) => {
  const [, a, b] = oklabOf(rgb);
  return Math.hypot(a, b);
};
const distance = (x: Rgb, y: Rgb) => Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);

describe('the print colours soft-proof', () => {
  it('round-trips sRGB through OKLab unchanged', () => {
    for (const rgb of [
      [0, 0, 0],
      [255, 255, 255],
      [12, 200, 99],
      [240, 120, 30],
    ] as Rgb[])
      expect(rgbOfOklab(oklabOf(rgb))).toEqual(rgb);
  });

  it('turns pure white into the paper’s slightly warm white', () => {
    const white = softProofRgb([255, 255, 255]);
    expect(distance(white, PAPER_WHITE)).toBeLessThan(3);
    // Warm: more red than blue.
    expect(white[0]).toBeGreaterThan(white[2]);
  });

  it('lifts the deepest black to the ink’s black', () => {
    const black = softProofRgb([0, 0, 0]);
    expect(distance(black, INK_BLACK)).toBeLessThan(3);
    expect(Math.min(...black)).toBeGreaterThan(15);
  });

  it.each([
    ['blue', [0, 0, 255]],
    ['green', [0, 255, 0]],
    ['orange', [255, 128, 0]],
  ] as const)('takes much of the chroma out of a vivid screen %s', (_name, rgb) => {
    expect(chroma(softProofRgb(rgb))).toBeLessThan(chroma(rgb) * 0.7);
  });

  it('leaves quiet colours (skin, a pale sky, a grey) nearly as they are', () => {
    for (const rgb of [
      [224, 172, 138],
      [180, 205, 230],
      [128, 128, 128],
    ] as Rgb[])
      expect(distance(softProofRgb(rgb), rgb)).toBeLessThan(25);
  });

  it('converts canvas pixels in place and keeps their alpha', () => {
    const data = new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 255, 128, 255, 255, 255, 7]);
    softProofPixels(data);
    expect([...data.slice(0, 3)]).toEqual(softProofRgb([255, 255, 255]));
    expect([...data.slice(4, 7)]).toEqual(softProofRgb([0, 0, 255]));
    expect(data[7]).toBe(128);
    expect(data[11]).toBe(7);
    expect([...data.slice(8, 11)]).toEqual([...data.slice(0, 3)]);
  });
});
