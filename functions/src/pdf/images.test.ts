import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_PX, imageFormatOf, prepareImage, prepareImages } from './images.js';
import { colourfulPng, photoLikePng } from './testing/fixtures.js';

const PAPER = '#FFF9F0';

describe('imageFormatOf', () => {
  it('recognises PNG and JPEG signatures only', async () => {
    expect(imageFormatOf(colourfulPng(0, 32))).toBe('png');
    expect(imageFormatOf(await sharp(colourfulPng(0, 32)).jpeg().toBuffer())).toBe('jpeg');
    expect(imageFormatOf(Buffer.from('GIF89a....'))).toBeNull();
    expect(imageFormatOf(Buffer.alloc(0))).toBeNull();
  });
});

describe('prepareImage', () => {
  it('turns a flat 1024 px illustration into a smaller opaque JPEG of the same size', async () => {
    const png = colourfulPng(3);
    const out = await prepareImage(png, PAPER);
    expect(out).toMatchObject({ format: 'jpeg', width: 1024, height: 1024 });
    expect(out.data.length).toBeLessThan(png.length);
    expect(imageFormatOf(out.data)).toBe('jpeg');
  });

  it('compresses a ~3 MB photo-like PNG to a few hundred KB', async () => {
    const png = await photoLikePng(1);
    expect(png.length).toBeGreaterThan(1_000_000);
    const out = await prepareImage(png, PAPER);
    expect(out.format).toBe('jpeg');
    expect(out.data.length).toBeLessThan(500_000);
  });

  it(`scales large images down to ${IMAGE_MAX_PX} px on the longer side, never up`, async () => {
    const big = await prepareImage(
      await sharp(colourfulPng(1, 2400)).resize(2400, 1800, { fit: 'fill' }).png().toBuffer(),
      PAPER,
    );
    expect([big.width, big.height]).toEqual([IMAGE_MAX_PX, 1200]);
    const small = await prepareImage(colourfulPng(1, 300), PAPER);
    expect([small.width, small.height]).toEqual([300, 300]);
  });

  it('keeps an already tiny flat PNG as an opaque PNG when that is smaller than its JPEG', async () => {
    const flat = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 63, g: 166, b: 107, alpha: 0.5 } },
    })
      .png({ palette: true })
      .toBuffer();
    const out = await prepareImage(flat, PAPER);
    expect(out.format).toBe('png');
    const meta = await sharp(out.data).metadata();
    expect(meta.hasAlpha).toBe(false);
  });

  it('rejects bytes that are not an image', async () => {
    await expect(prepareImage(Buffer.from('not an image at all'), PAPER)).rejects.toThrow(
      /neither a PNG nor a JPEG/,
    );
  });
});

describe('prepareImages', () => {
  it('steps quality down when the images together exceed the budget', async () => {
    const sources = await Promise.all([1, 2, 3].map((seed) => photoLikePng(seed, 512)));
    const normal = await prepareImages(sources, PAPER);
    const total = (images: { data: Buffer }[]) => images.reduce((sum, i) => sum + i.data.length, 0);
    const budget = Math.floor(total(normal) * 0.7);
    const squeezed = await prepareImages(sources, PAPER, budget);
    expect(total(squeezed)).toBeLessThanOrEqual(budget);
    expect(squeezed.every((i) => i.format === 'jpeg')).toBe(true);
  });
});
