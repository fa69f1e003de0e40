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

export interface ImageSize {
  width: number;
  height: number;
}

/** Width and height from a PNG's IHDR chunk (the first chunk, right after the signature). */
export function readPngSize(bytes: Buffer): ImageSize | undefined {
  if (sniffImageFormat(bytes) !== 'png' || bytes.length < 24) return undefined;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** Width and height from a JPEG's first start-of-frame marker (SOF0..SOF15 except DHT/JPG/DAC). */
export function readJpegSize(bytes: Buffer): ImageSize | undefined {
  if (sniffImageFormat(bytes) !== 'jpeg') return undefined;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] as number;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const isStartOfFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) {
      if (offset + 9 > bytes.length) return undefined;
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      return width > 0 && height > 0 ? { width, height } : undefined;
    }
    offset += 2 + length;
  }
  return undefined;
}

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
