import { MAX_PHOTO_PIXELS } from '../contract/books.js';
/**
 * An image's width and height read from its header, without decoding a pixel: PNG (IHDR), JPEG
 * (the first start-of-frame), WebP (VP8, VP8L, VP8X) and HEIC/HEIF (the 'ispe' properties).
 * Cheap enough to run on every upload before anything decodes it (a 16000 x 16000 PNG of one
 * colour is under 1 MB of bytes but 1 GB of pixels once decoded).
 */
export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);
const sized = (width: number, height: number): ImageSize | undefined =>
  width > 0 && height > 0 ? { width, height } : undefined;

/** Width and height from a PNG's IHDR chunk (the first chunk, right after the signature). */
export function readPngSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 24 || bytes.readUInt32BE(0) !== 0x89504e47 || bytes.readUInt32BE(4) !== 0x0d0a1a0a) {
    return undefined;
  }
  if (ascii(bytes, 12, 16) !== 'IHDR') return undefined;
  return sized(bytes.readUInt32BE(16), bytes.readUInt32BE(20));
}

/** Width and height from a JPEG's first start-of-frame marker (SOF0..SOF15 except DHT/JPG/DAC). */
export function readJpegSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 3 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return undefined;
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
      return sized(bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5));
    }
    offset += 2 + length;
  }
  return undefined;
}

/** Width and height from a WebP's first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X). */
export function readWebpSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 12) !== 'WEBP') return undefined;
  switch (ascii(bytes, 12, 16)) {
    case 'VP8 ':
      return sized(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
    case 'VP8L': {
      if (bytes[20] !== 0x2f) return undefined;
      const bits = bytes.readUInt32LE(21);
      return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    case 'VP8X':
      return sized(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
    default:
      return undefined;
  }
}

interface Box {
  type: string;
  start: number; // where its content starts
  end: number;
}

function* boxes(bytes: Buffer, start: number, end: number): Generator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    let size = bytes.readUInt32BE(offset);
    const type = ascii(bytes, offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) return;
      size = Number(bytes.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return;
    yield { type, start: offset + header, end: offset + size };
    offset += size;
  }
}

const child = (bytes: Buffer, parent: Box, type: string, fullBox = false) => {
  for (const box of boxes(bytes, parent.start + (fullBox ? 4 : 0), parent.end)) {
    if (box.type === type) return box;
  }
  return undefined;
};

/**
 * The size of a HEIC/HEIF (ISO BMFF): the largest 'ispe' (image spatial extents) property in
 * meta/iprp/ipco. Every image item must have one, and the largest covers the primary image (a
 * grid's whole canvas, never smaller than its tiles or thumbnail), so it is what a decoder makes.
 */
export function readHeifSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return undefined;
  const file: Box = { type: 'file', start: 0, end: bytes.length };
  const meta = child(bytes, file, 'meta');
  const iprp = meta && child(bytes, meta, 'iprp', true);
  const ipco = iprp && child(bytes, iprp, 'ipco');
  if (!ipco) return undefined;
  let largest: ImageSize | undefined;
  for (const box of boxes(bytes, ipco.start, ipco.end)) {
    if (box.type !== 'ispe' || box.start + 12 > box.end) continue;
    const size = sized(bytes.readUInt32BE(box.start + 4), bytes.readUInt32BE(box.start + 8));
    if (size && (!largest || size.width * size.height > largest.width * largest.height)) largest = size;
  }
  return largest;
}

/** The size by the header of whichever of the formats above the bytes are; undefined if none. */
export function readImageSize(bytes: Buffer): ImageSize | undefined {
  return readPngSize(bytes) ?? readJpegSize(bytes) ?? readWebpSize(bytes) ?? readHeifSize(bytes);
}

const megapixels = (pixels: number) => `${Math.ceil(pixels / 100_000) / 10} megapixels`;

/** Photo n (1-based, in the form's order) has more pixels than MAX_PHOTO_PIXELS: create's and saved characters' 400. */
export function tooManyPixelsMessage(n: number, width: number, height: number): string {
  return `Photo ${n} is too large: ${megapixels(width * height)} (${width} x ${height}); the most is ${megapixels(MAX_PHOTO_PIXELS)}. Please use a smaller photo.`;
}
