import convertHeic from 'heic-convert';
import sharp from 'sharp';
import { MAX_PHOTO_PIXELS } from '../contract/books.js';

/**
 * Family photos as every consumer can use them: HEIC/HEIF (iPhone photos) decoded with libheif
 * (heic-convert; sharp's prebuilt libvips has no HEVC decoder), everything turned upright by its
 * EXIF orientation, kept within a size that is plenty for likeness and small enough for model
 * requests and PDFs, and stored as JPEG (or PNG when it has transparency).
 */
export const STORED_PHOTO_MAX_PX = 2048;
/** What an image model gets per photo (Gemini's documented input size). */
export const MODEL_PHOTO_MAX_PX = 1024;

export interface NormalizedPhoto {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
}

const isHeif = (bytes: Buffer) =>
  bytes.length >= 12 &&
  bytes.subarray(4, 8).toString('latin1') === 'ftyp' &&
  ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(bytes.subarray(8, 12).toString('latin1'));

/** Throws when the bytes are not a decodable image. */
export async function normalizePhoto(bytes: Buffer, maxPx = STORED_PHOTO_MAX_PX): Promise<NormalizedPhoto> {
  const source = isHeif(bytes)
    ? Buffer.from(await convertHeic({ buffer: new Uint8Array(bytes), format: 'JPEG', quality: 0.92 }))
    : bytes;
  const image = sharp(source, { failOn: 'error', limitInputPixels: MAX_PHOTO_PIXELS }).rotate();
  const { hasAlpha } = await image.metadata();
  const resized = image.resize({ width: maxPx, height: maxPx, fit: 'inside', withoutEnlargement: true });
  if (hasAlpha) return { bytes: await resized.png().toBuffer(), contentType: 'image/png', extension: 'png' };
  return {
    bytes: await resized.jpeg({ quality: 88, mozjpeg: true }).toBuffer(),
    contentType: 'image/jpeg',
    extension: 'jpg',
  };
}
