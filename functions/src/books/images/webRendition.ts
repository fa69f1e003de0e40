import sharp from 'sharp';

/**
 * The longest side a picture needs on screen: the reader, the editors and the 1080 px carousel
 * slides. The image model draws 4096 px for print (about 20 MB a PNG); ten of those would be a
 * long wait on a phone, so readers get this size and print keeps the original.
 */
export const WEB_IMAGE_MAX_PX = 1080;

/** A PNG of the picture at screen size, or null when it is no larger than that already. */
export async function webRendition(png: Buffer): Promise<Buffer | null> {
  const { width = 0, height = 0 } = await sharp(png).metadata();
  if (Math.max(width, height) <= WEB_IMAGE_MAX_PX) return null;
  return sharp(png)
    .resize({ width: WEB_IMAGE_MAX_PX, height: WEB_IMAGE_MAX_PX, fit: 'inside', kernel: 'lanczos3' })
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}
