import sharp from 'sharp';
import type { PreparedImage } from '../../pdf/index.js';
import { PRINT_IMAGE_PX } from './model.js';

/**
 * A picture at print size: re-encoded as a high-quality sRGB JPEG of PRINT_IMAGE_PX square.
 * A smaller raster is enlarged with sharp's Lanczos-3 resampler (the best it has for upscaling).
 */
export async function printImage(source: Buffer, background: string): Promise<PreparedImage> {
  const out = await sharp(source, { failOn: 'error' })
    .rotate()
    .resize({ width: PRINT_IMAGE_PX, height: PRINT_IMAGE_PX, fit: 'cover', kernel: 'lanczos3' })
    .flatten({ background })
    .toColourspace('srgb')
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer({ resolveWithObject: true });
  return { data: out.data, format: 'jpeg', width: out.info.width, height: out.info.height };
}

/** Pixels per inch a picture of this many pixels gets across `sidePt` points. */
export async function effectivePpi(source: Buffer, sidePt: number): Promise<number> {
  const { width = 0, height = 0 } = await sharp(source).metadata();
  return Math.min(width, height) / (sidePt / 72);
}
