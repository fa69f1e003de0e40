import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeminiIllustrator, GeminiPageChecker } from '../../functions/src/adapters/gemini/index.js';
import {
  answer,
  checkAnswer,
  isPageCheck,
  promptTextOf,
  standInClient,
  startGeminiStandIn,
  tinyPng,
  type GeminiStandIn,
} from '../../functions/src/adapters/gemini/testing/geminiStandIn.js';
import { jsonLinesLogger } from '../../functions/src/adapters/jsonLinesLogger/logger.js';
import { SAMPLES } from '../src/content/gallery/catalog.js';
import { drawProductionGallery } from './drawProductionGallery.js';
import { pagePicture } from './galleryPictureSource.js';
import { productionFiles, readManifest } from './productionGallery.js';
import { legendsOf } from './sampleStories.js';

// The operator's `npm run gallery:gemini -w web` (galleryGemini.ts) against the local Gemini
// stand-in: the same reference-sheet flow as a book, files where the build looks, and the
// build's page pictures taken from them (and not from a stale one).

let standIn: GeminiStandIn;
let root: string;
const samples = SAMPLES.slice(0, 2);
const SHEET_RGB: [number, number, number] = [250, 10, 10];

beforeAll(async () => {
  standIn = await startGeminiStandIn();
  root = await mkdtemp(path.join(tmpdir(), 'gallery-production-'));
  // The sheet is red; each page a colour of its own, so the test can tell them apart.
  let page = 0;
  standIn.handle((body) => {
    const prompt = body.contents?.[0]?.parts?.[0]?.text ?? '';
    const sheet = prompt.includes('Draw a character reference sheet');
    const rgb: [number, number, number] = sheet ? SHEET_RGB : [20, (page++ * 10) % 250, 200];
    return answer([{ inlineData: { mimeType: 'image/png', data: tinyPng(64, 64, rgb).toString('base64') } }]);
  });
});

afterAll(async () => {
  await standIn.close();
  await rm(root, { recursive: true, force: true });
});

const illustrator = () =>
  new GeminiIllustrator({
    client: standInClient(standIn, 5_000),
    imageModel: 'stand-in-image',
    imageSize: '1K',
    logger: jsonLinesLogger(() => {}),
  });

describe('the gallery drawn by the production engine', () => {
  it('draws each sample’s sheet, then every page with the sheet, into the production folder', async () => {
    const drawn = await drawProductionGallery({
      illustrator: illustrator(),
      samples,
      legendsOf,
      root,
      now: () => new Date('2026-11-25T00:00:00Z'),
    });
    expect(drawn.map((d) => d.pages)).toEqual([10, 10]);
    // Per sample: one sheet call, then ten page calls each carrying the sheet as an image.
    expect(standIn.calls).toHaveLength(22);
    const pageCalls = standIn.calls.filter((c) =>
      JSON.stringify(c.body).includes('Character and style reference sheet of this book'),
    );
    expect(pageCalls).toHaveLength(20);
    const sheetData = tinyPng(64, 64, SHEET_RGB).toString('base64');
    for (const call of pageCalls) expect(JSON.stringify(call.body)).toContain(sheetData);

    for (const sample of samples) {
      const files = productionFiles(root, sample);
      expect((await readdir(files.folder)).sort()).toEqual([
        'manifest.json',
        ...Array.from({ length: 10 }, (_, i) => `page-${String(i + 1).padStart(2, '0')}.webp`),
        'sheet.webp',
      ]);
      const manifest = await readManifest(root, sample);
      expect(manifest).toMatchObject({
        engine: expect.stringContaining('stand-in-image'),
        sheet: 'sheet.webp',
      });
      expect(manifest?.pages.map((p) => p.legend)).toEqual(await legendsOf(sample));
      expect((await sharp(files.page(1)).metadata()).format).toBe('webp');
    }
  });

  it('skips samples already drawn from their current legends', async () => {
    const before = standIn.calls.length;
    const drawn = await drawProductionGallery({ illustrator: illustrator(), samples, legendsOf, root });
    expect(drawn.every((d) => d.skipped)).toBe(true);
    expect(standIn.calls.length).toBe(before);
  });

  it('is what the build shows, except a page whose legend changed since', async () => {
    const sample = samples[0]!;
    const legends = await legendsOf(sample);
    const page3 = await pagePicture(sample, 3, legends, 768, root);
    expect(page3.from).toBe('production');
    expect(page3.bytes.equals(await readFile(productionFiles(root, sample).page(3)))).toBe(true);
    const changed = legends.map((l, i) => (i === 2 ? `${l}, now with a kite` : l));
    expect((await pagePicture(sample, 3, changed, 768, root)).from).toBe('offline');
    expect((await pagePicture(sample, 4, changed, 768, root)).from).toBe('production');
    // No production folder at all: every page is drawn offline, as before.
    expect((await pagePicture(SAMPLES[5]!, 1, await legendsOf(SAMPLES[5]!), 768, root)).from).toBe('offline');
  });

  it('checks every page as a book’s are: a failed page is drawn again with the reasons, a doubtful one noted', async () => {
    const sample = SAMPLES[2]!;
    const checkerRoot = await mkdtemp(path.join(tmpdir(), 'gallery-checked-'));
    const logger = jsonLinesLogger(() => {});
    let checks = 0;
    standIn.handle((body) => {
      if (isPageCheck(body)) {
        checks += 1;
        // Page 1 fails once (letters drawn in it), page 2 fails both drawings.
        if (checks === 1) return checkAnswer({ textInPicture: 'a sign with letters', score: 40 });
        if (checks === 3 || checks === 4)
          return checkAnswer({ anatomy: 'a hand with six fingers', score: 30 });
        return checkAnswer();
      }
      return answer([{ inlineData: { mimeType: 'image/png', data: tinyPng(64, 64).toString('base64') } }]);
    });
    try {
      const before = standIn.calls.length;
      await drawProductionGallery({
        illustrator: illustrator(),
        samples: [sample],
        legendsOf,
        root: checkerRoot,
        checking: {
          checker: new GeminiPageChecker({
            client: standInClient(standIn, 5_000),
            model: 'stand-in-text',
            logger,
          }),
          logger,
          minScore: 70,
        },
      });
      const calls = standIn.calls.slice(before);
      // A sheet, ten pages and their checks, and one more drawing and check for each failure.
      expect(calls.filter((c) => isPageCheck(c.body))).toHaveLength(12);
      expect(calls.filter((c) => !isPageCheck(c.body))).toHaveLength(13);
      expect(calls.some((c) => promptTextOf(c.body).includes('a sign with letters'))).toBe(true);
      const manifest = await readManifest(checkerRoot, sample);
      expect(manifest?.pages.map((p) => Boolean(p.unsure))).toEqual([
        false,
        true,
        ...Array<boolean>(8).fill(false),
      ]);
      expect(manifest?.pages[1]?.unsure?.join(' ')).toMatch(/six fingers/);
    } finally {
      await rm(checkerRoot, { recursive: true, force: true });
    }
  });

  it('reads a manifest it wrote, and refuses one that is not', async () => {
    const sample = samples[1]!;
    await writeFile(productionFiles(root, sample).manifest, '{"engine": 1}');
    await expect(readManifest(root, sample)).rejects.toThrow();
  });
});
