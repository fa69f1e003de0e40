import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { drawChecked, type CheckingDeps } from '../../functions/src/books/images/checkedDrawing.js';
import { checkRequestFor } from '../../functions/src/books/images/request.js';
import { jsonLinesLogger } from '../../functions/src/adapters/jsonLinesLogger/logger.js';
import type { IllustrationRequest, Illustrator } from '../../functions/src/ports/illustrator.js';
import type { GallerySample } from '../src/content/gallery/catalog.js';
import { currentPages, productionFiles, readManifest, type ProductionManifest } from './productionGallery.js';
import { sampleIllustration } from './sampleIllustration.js';

/**
 * Draws gallery samples with a production illustrator the way a book is drawn: the cast's
 * reference sheet first, then every page with that sheet attached (`reference`) and checked as
 * a book's pages are (`checking`: a failed page drawn again once with the reasons), and stores
 * them where the build picks them up (productionGallery.ts). A sample whose stored pictures
 * all match its legends is left alone unless `force`, so running it again costs nothing.
 */

/** Stored at 1024 px: sharp on the site's 768 px pages, small enough to keep in the repository. */
export const STORED_PX = 1024;

export interface DrawGalleryOptions {
  illustrator: Required<Pick<Illustrator, 'draw' | 'drawReferenceSheet'>> & Pick<Illustrator, 'description'>;
  samples: readonly GallerySample[];
  legendsOf: (sample: GallerySample) => Promise<string[]>;
  /** The page checks of books (issue 32); without them every picture is kept as drawn. */
  checking?: Omit<CheckingDeps, 'illustrator'>;
  /** Where the pictures go: PRODUCTION_DIR, or a test's folder. */
  root: string;
  force?: boolean;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface DrawnSample {
  sample: GallerySample;
  pages: number;
  skipped: boolean;
}

async function store(png: Buffer, file: string, px = STORED_PX): Promise<void> {
  const webp = await sharp(png)
    .resize(px, px, { fit: 'cover', withoutEnlargement: true })
    .webp({ quality: 86 })
    .toBuffer();
  await writeFile(file, webp);
}

async function drawSample(
  options: DrawGalleryOptions,
  sample: GallerySample,
  legends: string[],
): Promise<ProductionManifest> {
  const files = productionFiles(options.root, sample);
  await mkdir(files.folder, { recursive: true });
  const first = sampleIllustration(sample, 1, legends[0] ?? '');
  const { page: _page, legend: _legend, variant: _variant, ...cast } = first;
  const sheet = await options.illustrator.drawReferenceSheet(cast);
  await store(sheet.png, files.sheet);
  const reference = { bytes: sheet.png, contentType: 'image/png' };
  const pages: ProductionManifest['pages'] = [];
  for (const [i, legend] of legends.entries()) {
    const request: IllustrationRequest = { ...sampleIllustration(sample, i + 1, legend), reference };
    const picture = await drawChecked(
      options.checking
        ? { illustrator: options.illustrator, ...options.checking }
        : // No checker, nothing to log: every picture is kept as drawn.
          { illustrator: options.illustrator, checker: null, logger: jsonLinesLogger(() => {}), minScore: 0 },
      request,
      (png) => checkRequestFor(request, png),
    );
    await store(picture.png, files.page(i + 1));
    const unsure = picture.check?.status === 'unsure' ? picture.check.reasons : undefined;
    pages.push({
      page: i + 1,
      legend,
      file: path.basename(files.page(i + 1)),
      ...(unsure ? { unsure } : {}),
    });
    options.log?.(
      `  ${sample.title}: page ${i + 1} of ${legends.length}${unsure ? ` (unsure: ${unsure.join(' ')})` : ''}`,
    );
  }
  return {
    engine: options.illustrator.description,
    drawnAt: (options.now ?? (() => new Date()))().toISOString(),
    sheet: path.basename(files.sheet),
    pages,
  };
}

export async function drawProductionGallery(options: DrawGalleryOptions): Promise<DrawnSample[]> {
  const drawn: DrawnSample[] = [];
  for (const sample of options.samples) {
    const legends = await options.legendsOf(sample);
    const existing = await readManifest(options.root, sample);
    if (!options.force && existing && currentPages(existing, legends).size === legends.length) {
      options.log?.(`${sample.title}: up to date`);
      drawn.push({ sample, pages: 0, skipped: true });
      continue;
    }
    options.log?.(`${sample.title}: drawing the cast sheet and ${legends.length} pages`);
    const manifest = await drawSample(options, sample, legends);
    // Written last: a run that stops half-way leaves the sample's older manifest (or none).
    await writeFile(productionFiles(options.root, sample).manifest, `${JSON.stringify(manifest, null, 2)}\n`);
    drawn.push({ sample, pages: manifest.pages.length, skipped: false });
  }
  return drawn;
}
