/**
 * Illustrations as the PDF embeds them. Every page image is re-encoded with sharp:
 * auto-oriented, scaled down to at most IMAGE_MAX_PX on its longer side (never up), flattened
 * onto the page colour (PDF JPEGs have no alpha, and pdfkit is slow at splitting PNG alpha),
 * then stored as a JPEG at JPEG_QUALITY. Measured: a 1024x1024 offline illustration (PNG,
 * ~95 KB) becomes a ~40 KB JPEG; a noisy photo-like 2-3 MB PNG a few hundred KB, so ten of
 * them stay far below the 8 MB budget.
 *
 * Exception: when the source is a PNG that is already smaller than its JPEG (a tiny, very
 * flat picture), an opaque re-encoded PNG is tried too and the smaller of the two is kept:
 * lossless and crisp at no cost in size.
 *
 * Safety net for the 8 MB budget: if the ten images together exceed IMAGE_BUDGET_BYTES (only
 * pathological input such as pure noise gets near it), they are encoded again one quality step
 * lower and a little smaller, until they fit or the last step is reached.
 */
import sharp from 'sharp';

export const IMAGE_MAX_PX = 1600;
export const JPEG_QUALITY = 82;
/** All illustrations together; the rest of the 8 MB budget is ample for fonts, text and structure. */
export const IMAGE_BUDGET_BYTES = 7 * 1024 * 1024;

export interface Encoding {
  quality: number;
  maxPx: number;
}
/** The encodings tried in order, the first being the normal one. */
export const ENCODING_LADDER: readonly Encoding[] = [
  { quality: JPEG_QUALITY, maxPx: IMAGE_MAX_PX },
  { quality: 70, maxPx: 1400 },
  { quality: 60, maxPx: 1200 },
  { quality: 50, maxPx: 1024 },
];

export type ImageFormat = 'png' | 'jpeg';

export interface PreparedImage {
  data: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

/** 'png' or 'jpeg' from the file's signature, or null for anything else. */
export function imageFormatOf(data: Uint8Array): ImageFormat | null {
  if (data.length >= 8 && data[0] === 0x89 && data[1] === 0x50 && data[2] === 0x4e && data[3] === 0x47)
    return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return null;
}

/** One illustration as a compact, opaque JPEG (or PNG, see above) for pdfkit. */
export async function prepareImage(
  source: Buffer,
  background: string,
  encoding: Encoding = ENCODING_LADDER[0]!,
): Promise<PreparedImage> {
  const format = imageFormatOf(source);
  if (!format) throw new Error('An illustration is neither a PNG nor a JPEG');
  const base = sharp(source, { failOn: 'error' })
    .rotate()
    .resize({ width: encoding.maxPx, height: encoding.maxPx, fit: 'inside', withoutEnlargement: true })
    .flatten({ background })
    .toColourspace('srgb');

  const jpeg = await base
    .clone()
    .jpeg({ quality: encoding.quality, chromaSubsampling: '4:2:0' })
    .toBuffer({ resolveWithObject: true });
  let best: PreparedImage = {
    data: jpeg.data,
    format: 'jpeg',
    width: jpeg.info.width,
    height: jpeg.info.height,
  };
  if (format === 'png' && source.length < jpeg.data.length) {
    const png = await base.clone().png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
    if (png.data.length < best.data.length)
      best = { data: png.data, format: 'png', width: png.info.width, height: png.info.height };
  }
  return best;
}

/**
 * All illustrations, converted in parallel (sharp works on libuv's thread pool), within
 * budgetBytes together when any step of the ladder achieves it.
 */
export async function prepareImages(
  sources: Buffer[],
  background: string,
  budgetBytes = IMAGE_BUDGET_BYTES,
): Promise<PreparedImage[]> {
  let prepared: PreparedImage[] = [];
  for (const encoding of ENCODING_LADDER) {
    prepared = await Promise.all(sources.map((source) => prepareImage(source, background, encoding)));
    if (prepared.reduce((sum, image) => sum + image.data.length, 0) <= budgetBytes) break;
  }
  return prepared;
}
