/**
 * Draws the gallery samples' pictures at build time with the offline illustrator, from each
 * sample's legends (deterministic: same data, same pictures), or takes the production engine's
 * pictures where `npm run gallery:gemini -w web` stored them for the current legends
 * (src/content/gallery/production/, galleryPictureSource.ts), into public/gallery/{slug}/:
 * page-01.webp ... page-10.webp (768 px) and thumb.webp (384 px, the card picture), plus
 * share.png, the link-preview picture; and the home page's Photo Stories showcase into
 * public/showcase/ (showcasePictures.ts). Nothing of
 * this is committed; a stamp of everything the pictures depend on skips the work when unchanged.
 *
 * usage: node --import tsx build/galleryImages.ts
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SAMPLES, type GallerySample } from '../src/content/gallery/catalog.js';
import { GALLERY_PICTURES } from '../src/content/gallery/pictures.js';
import { pagePicture } from './galleryPictureSource.js';
import { PRODUCTION_DIR } from './productionGallery.js';
import { legendsOf } from './sampleStories.js';
import { drawShowcase } from './showcasePictures.js';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const OUT = path.join(WEB, 'public', 'gallery');
const STORIES = path.join(WEB, 'src', 'content', 'gallery', 'stories');
const ILLUSTRATOR = path.join(WEB, '..', 'functions', 'src', 'engines', 'illustrator');

/** The .ts and .json files in dir and its folders (the illustrator keeps its art in art/). */
async function sourcesOf(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true }))
    .filter((f) => /\.(ts|json)$/.test(f) && !f.endsWith('.test.ts'))
    .sort();
  return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
}

/** Every stored production picture and manifest (none before the first gallery:gemini run). */
async function productionFilesOf(dir: string): Promise<Buffer[]> {
  const files = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const kept = files.filter((f) => /\.(webp|png|json)$/.test(f)).sort();
  return Promise.all(
    kept.map(async (f) => Buffer.concat([Buffer.from(f), await readFile(path.join(dir, f))])),
  );
}

/** Everything the pictures depend on: the samples, the illustrator's code, this script. */
async function stamp(): Promise<string> {
  const hash = createHash('sha256');
  for (const text of [
    await readFile(path.join(WEB, 'src', 'content', 'gallery', 'catalog.ts'), 'utf8'),
    await readFile(path.join(WEB, 'src', 'content', 'gallery', 'pictures.ts'), 'utf8'),
    await readFile(path.join(WEB, 'src', 'content', 'showcase.ts'), 'utf8'),
    await readFile(path.join(WEB, 'build', 'sampleIllustration.ts'), 'utf8'),
    await readFile(path.join(WEB, 'build', 'showcasePictures.ts'), 'utf8'),
    ...(await sourcesOf(STORIES)),
    ...(await sourcesOf(ILLUSTRATOR)),
    ...(await productionFilesOf(PRODUCTION_DIR)),
    await readFile(path.join(WEB, 'build', 'galleryPictureSource.ts'), 'utf8'),
    await readFile(path.join(WEB, 'build', 'productionGallery.ts'), 'utf8'),
    await readFile(fileURLToPath(import.meta.url), 'utf8'),
  ])
    hash.update(text);
  return hash.digest('hex');
}

/** public/ + a site path. */
const fileOf = (sitePath: string) => path.join(WEB, 'public', sitePath);

/** How many pages came from the production engine, and how many were drawn offline. */
const tally = { production: 0, offline: 0 };

async function drawSample(sample: GallerySample): Promise<void> {
  const legends = await legendsOf(sample);
  await mkdir(path.dirname(fileOf(GALLERY_PICTURES.thumbnail(sample))), { recursive: true });
  for (const i of legends.keys()) {
    const picture = await pagePicture(sample, i + 1, legends, GALLERY_PICTURES.pagePx);
    tally[picture.from]++;
    const px = GALLERY_PICTURES.pagePx;
    await writeFile(
      fileOf(GALLERY_PICTURES.page(sample, i + 1)),
      await sharp(picture.bytes).resize(px, px).webp({ quality: 80 }).toBuffer(),
    );
    if (i === 0)
      await writeFile(
        fileOf(GALLERY_PICTURES.thumbnail(sample)),
        await sharp(picture.bytes)
          .resize(GALLERY_PICTURES.thumbnailPx, GALLERY_PICTURES.thumbnailPx)
          .webp({ quality: 78 })
          .toBuffer(),
      );
  }
}

/** The link-preview picture (Open Graph, 1200 x 630 PNG): two gallery pages side by side. */
async function drawSharePicture(): Promise<void> {
  const pages: [number, number][] = [
    [0, 1],
    [3, 8],
  ];
  const tiles = await Promise.all(
    pages.map(async ([id, page]) => {
      const sample = SAMPLES[id] as GallerySample;
      const legends = await legendsOf(sample);
      const picture = await pagePicture(sample, page, legends, 600);
      return sharp(picture.bytes).resize(600, 600).png().toBuffer();
    }),
  );
  const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#fff9f0' } })
    .composite(tiles.map((input, i) => ({ input, left: i === 0 ? 0 : 600, top: 15 })))
    .png({ compressionLevel: 9 })
    .toBuffer();
  await writeFile(path.join(OUT, 'share.png'), png);
}

const started = performance.now();
const wanted = await stamp();
const stampFile = path.join(OUT, '.stamp');
const have = await readFile(stampFile, 'utf8').catch(() => '');
if (have === wanted) {
  console.log('Gallery pictures are up to date.');
} else {
  await rm(OUT, { recursive: true, force: true });
  for (const sample of SAMPLES) await drawSample(sample);
  await drawSharePicture();
  await drawShowcase(path.join(WEB, 'public'));
  await writeFile(stampFile, wanted);
  console.log(
    `Drew ${SAMPLES.length * 10} gallery pictures in ${((performance.now() - started) / 1000).toFixed(1)} s` +
      ` (${tally.production} from the production engine, ${tally.offline} offline)`,
  );
}
