/**
 * Draws the gallery samples' pictures at build time with the offline illustrator, from each
 * sample's legends (deterministic: same data, same pictures), into public/gallery/{slug}/:
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
import { drawScene } from '../../functions/src/engines/illustrator/index.js';
import { SAMPLES, type GallerySample } from '../src/content/gallery/catalog.js';
import { GALLERY_PICTURES } from '../src/content/gallery/pictures.js';
import { sampleIllustration } from './sampleIllustration.js';
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
    await readFile(fileURLToPath(import.meta.url), 'utf8'),
  ])
    hash.update(text);
  return hash.digest('hex');
}

async function legendsOf(sample: GallerySample): Promise<string[]> {
  const { legends } = (await import(path.join(STORIES, `${sample.file}.ts`))) as { legends: string[] };
  if (legends.length !== 10) throw new Error(`${sample.file}: ${legends.length} legends, not 10`);
  return legends;
}

/** public/ + a site path. */
const fileOf = (sitePath: string) => path.join(WEB, 'public', sitePath);

async function drawSample(sample: GallerySample): Promise<void> {
  const legends = await legendsOf(sample);
  await mkdir(path.dirname(fileOf(GALLERY_PICTURES.thumbnail(sample))), { recursive: true });
  for (const [i, legend] of legends.entries()) {
    const picture = await drawScene(sampleIllustration(sample, i + 1, legend), GALLERY_PICTURES.pagePx);
    await writeFile(
      fileOf(GALLERY_PICTURES.page(sample, i + 1)),
      await sharp(picture.png).webp({ quality: 80 }).toBuffer(),
    );
    if (i === 0)
      await writeFile(
        fileOf(GALLERY_PICTURES.thumbnail(sample)),
        await sharp(picture.png)
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
      const picture = await drawScene(sampleIllustration(sample, page, legends[page - 1] as string), 600);
      return picture.png;
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
    `Drew ${SAMPLES.length * 10} gallery pictures in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
