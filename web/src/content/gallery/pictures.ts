import { slugify } from '../../lib/slug';
import type { GallerySample } from './catalog';

/** A sample's slug (spec part 1 §2: made from the title; 'le-chateau-de-sable-de-chloe'). */
export const gallerySlug = (sample: GallerySample) => slugify(sample.title);

/**
 * Where a sample's pictures are and how big: what the build draws (build/galleryImages.ts) and
 * what the pages ask for, from one place. Paths are under the site root (public/ in the build).
 */
export const GALLERY_PICTURES = {
  pagePx: 768,
  thumbnailPx: 384,
  page: (sample: GallerySample, page: number) =>
    `/gallery/${gallerySlug(sample)}/page-${String(page).padStart(2, '0')}.webp`,
  thumbnail: (sample: GallerySample) => `/gallery/${gallerySlug(sample)}/thumb.webp`,
} as const;
