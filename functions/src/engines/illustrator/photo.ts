import type { SceneCharacter } from './request.js';

/**
 * Family photos for Photo Stories, embedded as data: URIs. resvg decodes PNG and JPEG (and
 * GIF) but not WebP, so the format is read from the bytes (the declared content type can be
 * wrong) and anything else is left out: the picture is drawn without that photo.
 */

export type PhotoFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'unknown';

export function sniffImageFormat(bytes: Uint8Array): PhotoFormat {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 6 && bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x38)
    return 'gif';
  if (
    bytes.length >= 12 &&
    String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' &&
    String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP'
  )
    return 'webp';
  return 'unknown';
}

const RENDERABLE: Partial<Record<PhotoFormat, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

/** A data: URI resvg can draw, or undefined when there is no photo or resvg cannot decode it. */
export function photoDataUri(photo: SceneCharacter['photo']): string | undefined {
  if (!photo || photo.bytes.length === 0) return undefined;
  const mime = RENDERABLE[sniffImageFormat(photo.bytes)];
  return mime ? `data:${mime};base64,${photo.bytes.toString('base64')}` : undefined;
}
