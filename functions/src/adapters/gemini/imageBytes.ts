import { readJpegSize, readPngSize, type ImageSize } from '../../shared/imageSize.js';

/**
 * Small, dependency-free readers for the image bytes the Gemini image model sends back and the
 * family photos we send it: the format from the magic bytes and the pixel size from the header.
 * Transcoding (JPEG -> PNG, shrinking big photos) goes through @resvg/resvg-js, which is already
 * a dependency of the functions (offline illustrator, PDFs) and decodes PNG and JPEG. It does not
 * decode WebP or HEIC, so those can be passed through but not converted.
 */

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'unknown';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImageFormat(bytes: Buffer): ImageFormat {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  if (bytes.length >= 6 && bytes.toString('latin1', 0, 3) === 'GIF') return 'gif';
  return 'unknown';
}

// The header readers are shared with the upload checks (shared/imageSize.ts).
export { readJpegSize, readPngSize, type ImageSize } from '../../shared/imageSize.js';

export function readImageSize(bytes: Buffer): ImageSize | undefined {
  switch (sniffImageFormat(bytes)) {
    case 'png':
      return readPngSize(bytes);
    case 'jpeg':
      return readJpegSize(bytes);
    default:
      return undefined;
  }
}

/**
 * Re-encodes a PNG or JPEG as PNG, optionally scaled so its longer side is at most maxSide.
 * Returns undefined for formats resvg cannot decode (WebP, HEIC, GIF, unknown).
 */
export async function renderAsPng(
  bytes: Buffer,
  maxSide?: number,
): Promise<{ png: Buffer; width: number; height: number } | undefined> {
  const format = sniffImageFormat(bytes);
  const size = readImageSize(bytes);
  if ((format !== 'png' && format !== 'jpeg') || !size) return undefined;
  const scale =
    maxSide && Math.max(size.width, size.height) > maxSide ? maxSide / Math.max(size.width, size.height) : 1;
  const width = Math.max(1, Math.round(size.width * scale));
  const height = Math.max(1, Math.round(size.height * scale));
  const mime = format === 'png' ? 'image/png' : 'image/jpeg';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">` +
    `<image width="${size.width}" height="${size.height}" href="data:${mime};base64,${bytes.toString('base64')}"/></svg>`;
  const { Resvg } = await import('@resvg/resvg-js');
  const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render();
  const png = rendered.asPng();
  const actual = readPngSize(png);
  return { png, width: actual?.width ?? width, height: actual?.height ?? height };
}
