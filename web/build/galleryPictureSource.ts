import { drawScene } from '../../functions/src/engines/illustrator/index.js';
import type { GallerySample } from '../src/content/gallery/catalog.js';
import { PRODUCTION_DIR, productionPicture } from './productionGallery.js';
import { sampleIllustration } from './sampleIllustration.js';

export interface PagePicture {
  /** PNG or WebP: what sharp turns into the site's pictures. */
  bytes: Buffer;
  from: 'production' | 'offline';
}

/**
 * What the build shows for one page of a sample: the production engine's picture when one was
 * drawn from the page's current legend (npm run gallery:gemini -w web), else the offline
 * illustrator's drawing, rendered at sizePx.
 */
export async function pagePicture(
  sample: GallerySample,
  page: number,
  legends: readonly string[],
  sizePx: number,
  root: string = PRODUCTION_DIR,
): Promise<PagePicture> {
  const stored = await productionPicture(root, sample, page, legends);
  if (stored) return { bytes: stored, from: 'production' };
  const drawn = await drawScene(sampleIllustration(sample, page, legends[page - 1] ?? ''), sizePx);
  return { bytes: drawn.png, from: 'offline' };
}
