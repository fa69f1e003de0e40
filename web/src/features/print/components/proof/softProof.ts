/**
 * An approximation of how a screen colour prints on coated paper (the "Show print colours"
 * soft-proof). A screen makes light; paper only reflects it through ink, so a print:
 *  - cannot reach the most saturated screen colours: vivid RGB blues, greens and oranges come out
 *    duller (the CMYK gamut is smallest there);
 *  - is never whiter than the paper (a slightly warm white) nor blacker than the densest ink.
 * The round trip: sRGB -> OKLab (a perceptual space where chroma and lightness are separate) ->
 * into the coated-CMYK gamut (chroma compressed by hue, lightness mapped between the ink's black
 * and the paper's white) -> back to sRGB. No ICC profile: this is a warning of direction, not a
 * contract proof, and the page says so.
 */

export type Rgb = readonly [number, number, number];

/** The paper's white as it looks beside a screen's white (a coated sheet is a touch warm). */
export const PAPER_WHITE: Rgb = [250, 247, 240];
/** The deepest black coated stock reaches with rich black ink. */
export const INK_BLACK: Rgb = [28, 26, 27];

const toLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (v: number) => {
  const c = v <= 0.0031308 ? 12.92 * v : 1.055 * Math.max(v, 0) ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
};

/** sRGB (0-255) to OKLab (Björn Ottosson's matrices). */
export function oklabOf([r, g, b]: Rgb): [number, number, number] {
  const lr = toLinear(r);
  const lg = toLinear(g);
  const lb = toLinear(b);
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

export function rgbOfOklab([L, a, b]: readonly [number, number, number]): [number, number, number] {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

/** The chroma coated CMYK reaches around the hue circle (OKLab hue in degrees, chroma). */
const PRINT_CHROMA: readonly (readonly [number, number])[] = [
  [0, 0.2], // pinks and reds: magenta + yellow print well
  [30, 0.19], // red
  [55, 0.12], // orange: far short of a screen's orange
  [100, 0.17], // yellow: process yellow is strong
  [142, 0.13], // green: the weakest after blue
  [195, 0.11], // cyan
  [264, 0.12], // blue: a screen's blue is far beyond any ink's
  [328, 0.2], // magenta
  [360, 0.2],
];

export function printChromaAt(hueDegrees: number): number {
  const h = ((hueDegrees % 360) + 360) % 360;
  for (let i = 1; i < PRINT_CHROMA.length; i++) {
    const [h1, c1] = PRINT_CHROMA[i]!;
    const [h0, c0] = PRINT_CHROMA[i - 1]!;
    if (h <= h1) return c0 + ((c1 - c0) * (h - h0)) / (h1 - h0);
  }
  return PRINT_CHROMA[0]![1];
}

/** Chroma below this share of the limit passes unchanged; above it rolls off smoothly. */
const KNEE = 0.6;

/** A soft knee: unchanged below the knee, approaching (never passing) the limit above it. */
function compress(chroma: number, limit: number): number {
  const knee = KNEE * limit;
  if (chroma <= knee) return chroma;
  const room = limit - knee;
  return knee + room * Math.tanh((chroma - knee) / room);
}

const PAPER = oklabOf(PAPER_WHITE);
const BLACK = oklabOf(INK_BLACK);

/** One colour as it would print. */
export function softProofRgb(rgb: Rgb): [number, number, number] {
  const [L, a, b] = oklabOf(rgb);
  const chroma = Math.hypot(a, b);
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  // Darker and lighter colours have less room in print than mid tones.
  const room = 1 - 0.6 * Math.abs(L - 0.6) ** 1.5;
  const printed = chroma === 0 ? 0 : compress(chroma, printChromaAt(hue) * room);
  const scale = chroma === 0 ? 0 : printed / chroma;
  // White falls to the paper's white; the shadows lift toward the ink's black (most at the
  // bottom, little by the mid tones). The paper's tint shows most where there is least ink.
  const t = Math.min(1, Math.max(0, L));
  const L2 = PAPER[0] * t + BLACK[0] * (1 - t) ** 3;
  const tint = t ** 3;
  return rgbOfOklab([L2, a * scale + PAPER[1] * tint, b * scale + PAPER[2] * tint]);
}

/**
 * Converts RGBA pixels in place (a canvas's ImageData.data). Colours repeat a great deal in
 * pictures, so each distinct colour is worked out once.
 */
export function softProofPixels(data: Uint8ClampedArray): void {
  const seen = new Map<number, number>();
  for (let i = 0; i < data.length; i += 4) {
    const key = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    let out = seen.get(key);
    if (out === undefined) {
      const [r, g, b] = softProofRgb([data[i]!, data[i + 1]!, data[i + 2]!]);
      out = (r << 16) | (g << 8) | b;
      if (seen.size < 65536) seen.set(key, out);
    }
    data[i] = out >> 16;
    data[i + 1] = (out >> 8) & 255;
    data[i + 2] = out & 255;
  }
}
