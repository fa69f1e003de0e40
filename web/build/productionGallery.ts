import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { gallerySlug } from '../src/content/gallery/pictures.js';
import type { GallerySample } from '../src/content/gallery/catalog.js';

/**
 * The gallery's pictures drawn once by the production engine (Gemini, `npm run gallery:gemini
 * -w web`), kept in the repository so every build shows what the product really draws. One
 * folder per sample: the cast's reference sheet, the ten pages and a manifest that records the
 * legend each page was drawn from. A page whose legend has changed since is stale: the build
 * draws that page offline instead (and says so), so no picture contradicts its page.
 */

export const PRODUCTION_DIR = fileURLToPath(new URL('../src/content/gallery/production', import.meta.url));

export const productionManifest = z.object({
  engine: z.string(),
  drawnAt: z.string(),
  sheet: z.string(),
  pages: z.array(
    z.object({
      page: z.number().int().min(1).max(10),
      legend: z.string(),
      file: z.string(),
      /** The page check's doubts (issue 32), when the picture failed it twice: look before committing. */
      unsure: z.array(z.string()).optional(),
    }),
  ),
});
export type ProductionManifest = z.infer<typeof productionManifest>;

export const productionFiles = (root: string, sample: GallerySample) => {
  const folder = path.join(root, gallerySlug(sample));
  return {
    folder,
    manifest: path.join(folder, 'manifest.json'),
    sheet: path.join(folder, 'sheet.webp'),
    page: (page: number) => path.join(folder, `page-${String(page).padStart(2, '0')}.webp`),
  };
};

/** The pages whose stored picture was drawn from the legend the sample has now. Pure. */
export function currentPages(manifest: ProductionManifest, legends: readonly string[]): Map<number, string> {
  const current = new Map<number, string>();
  for (const entry of manifest.pages)
    if (legends[entry.page - 1]?.trim() === entry.legend.trim()) current.set(entry.page, entry.file);
  return current;
}

export async function readManifest(root: string, sample: GallerySample): Promise<ProductionManifest | null> {
  const text = await readFile(productionFiles(root, sample).manifest, 'utf8').catch(() => null);
  return text === null ? null : productionManifest.parse(JSON.parse(text));
}

/**
 * A page's production picture (its bytes, any format sharp reads), or null when there is none
 * or it was drawn from another legend: the build then draws the page offline.
 */
export async function productionPicture(
  root: string,
  sample: GallerySample,
  page: number,
  legends: readonly string[],
): Promise<Buffer | null> {
  const manifest = await readManifest(root, sample);
  const file = manifest && currentPages(manifest, legends).get(page);
  if (!file) return null;
  return readFile(path.join(productionFiles(root, sample).folder, file)).catch(() => null);
}
