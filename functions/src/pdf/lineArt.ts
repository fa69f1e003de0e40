/**
 * Pictures as line art for colouring (issue 28): black lines on white, one grey channel, no
 * colour anywhere, so a black-and-white printer and a child's crayons both get a clean page.
 *
 * Two cases:
 * - a picture drawn in the `coloring` style is already ink on paper: it only loses any tint
 *   (greyscale) and its anti-aliasing is snapped to ink or paper (threshold);
 * - any other picture (the other styles, Gemini's paintings, photos) is traced: greyscale, a
 *   light blur so texture and photo noise do not become lines, Sobel edge strength, and every
 *   pixel whose edge is stronger than EDGE_THRESHOLD becomes ink. Tracing runs at TRACE_PX, so
 *   once enlarged for print the lines are a crayon-friendly 0.5 mm or so, never hairlines.
 *
 * Pure and deterministic: the same picture always gives the same bytes.
 *
 * Why trace rather than redraw: a book the offline illustrator drew could be drawn again in
 * the `coloring` style from its stored plan, with cleaner lines; but Gemini's and photo books
 * have no plan, and tracing the picture the parent actually chose (a redo included) keeps one
 * rule for every book and shows the child the picture they know.
 */
import sharp from 'sharp';
import type { PreparedImage } from './images.js';

/** The side the tracing works at (the picture is fitted into this square first). */
export const TRACE_PX = 1024;
/** Sobel magnitude (0..1442 on 8-bit grey) above which a pixel is a line. */
export const EDGE_THRESHOLD = 64;
/** Gaussian sigma before tracing: smooths paper texture and photo grain away. */
const BLUR_SIGMA = 1.2;
const INK = 0;
const PAPER = 255;

export interface LineArt {
  /** One byte per pixel, row by row: 0 ink, 255 paper. */
  pixels: Uint8Array;
  width: number;
  height: number;
}

/**
 * Opaque grey pixels of the picture (flattened onto white paper), fitted into a TRACE_PX
 * square when it is to be traced; a drawing keeps its own size (a print-size drawing stays sharp).
 */
async function greyPixels(source: Buffer, trace: boolean): Promise<LineArt> {
  let pipeline = sharp(source, { failOn: 'error' }).rotate();
  if (trace)
    pipeline = pipeline.resize({
      width: TRACE_PX,
      height: TRACE_PX,
      fit: 'inside',
      withoutEnlargement: true,
    });
  pipeline = pipeline.flatten({ background: '#FFFFFF' }).greyscale();
  if (trace) pipeline = pipeline.blur(BLUR_SIGMA);
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return { pixels: new Uint8Array(data), width: info.width, height: info.height };
}

/**
 * The tracing rule on grey pixels: ink where the Sobel edge strength exceeds `threshold`, paper
 * everywhere else (the image border, which has no full neighbourhood, is paper).
 */
export function traceEdges(grey: LineArt, threshold = EDGE_THRESHOLD): LineArt {
  const { pixels: g, width: w, height: h } = grey;
  const out = new Uint8Array(w * h).fill(PAPER);
  const limit = threshold * threshold;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const tl = g[i - w - 1]!;
      const t = g[i - w]!;
      const tr = g[i - w + 1]!;
      const l = g[i - 1]!;
      const r = g[i + 1]!;
      const bl = g[i + w - 1]!;
      const b = g[i + w]!;
      const br = g[i + w + 1]!;
      const gx = tr + 2 * r + br - tl - 2 * l - bl;
      const gy = bl + 2 * b + br - tl - 2 * t - tr;
      if (gx * gx + gy * gy > limit) out[i] = INK;
    }
  }
  return { pixels: out, width: w, height: h };
}

/** Ink below the middle grey, paper above: a drawing's anti-aliased lines made crisp. */
export function snapToInk(grey: LineArt, threshold = 160): LineArt {
  return { ...grey, pixels: grey.pixels.map((v) => (v < threshold ? INK : PAPER)) };
}

/** The picture as line art: snapped when it is already a line drawing, traced otherwise. */
export async function lineArtOf(source: Buffer, alreadyLineArt: boolean): Promise<LineArt> {
  const grey = await greyPixels(source, !alreadyLineArt);
  return alreadyLineArt ? snapToInk(grey) : traceEdges(grey);
}

/**
 * Line art as a one-channel image for a PDF (pdfkit embeds it as DeviceGray): a PNG at its own
 * size, or, given `sizePx`, a JPEG enlarged to that square (print resolution).
 */
export async function encodeLineArt(art: LineArt, sizePx?: number): Promise<PreparedImage> {
  const base = sharp(Buffer.from(art.pixels), { raw: { width: art.width, height: art.height, channels: 1 } });
  if (!sizePx) {
    // A two-colour picture: sharp would write it as a palette PNG, which pdfkit embeds as RGB.
    const png = await base
      .toColourspace('b-w')
      .png({ compressionLevel: 9, palette: false })
      .toBuffer({ resolveWithObject: true });
    return { data: png.data, format: 'png', width: png.info.width, height: png.info.height };
  }
  const jpeg = await base
    .resize({ width: sizePx, height: sizePx, fit: 'cover', kernel: 'lanczos3' })
    .toColourspace('b-w')
    .jpeg({ quality: 90 })
    .toBuffer({ resolveWithObject: true });
  return { data: jpeg.data, format: 'jpeg', width: jpeg.info.width, height: jpeg.info.height };
}
