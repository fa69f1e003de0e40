import { slugify } from '../../lib/slug';
import type { GallerySample } from './catalog';

/**
 * Where a sample's pictures are and how big: what the build draws (build/galleryImages.ts) and
 * what the pages ask for, from one place. Paths are under the site root (public/ in the build).
 */
export const GALLERY_PICTURES = {
  pagePx: 768,
  thumbnailPx: 384,
  page: (sample: GallerySample, page: number) =>
    `/gallery/${slugify(sample.title)}/page-${String(page).padStart(2, '0')}.webp`,
  thumbnail: (sample: GallerySample) => `/gallery/${slugify(sample.title)}/thumb.webp`,
} as const;
