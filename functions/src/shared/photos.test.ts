import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { normalizePhoto } from './photos.js';
import { pixelBombPng } from './testing/pixelBomb.js';

const heic = () => readFile(new URL('./testing/photo.heic', import.meta.url));

describe('normalizePhoto', () => {
  it('decodes an iPhone HEIC photo into a JPEG of the same picture', async () => {
    const photo = await normalizePhoto(await heic());
    expect(photo.contentType).toBe('image/jpeg');
    const { width, height, format } = await sharp(photo.bytes).metadata();
    expect([format, width, height]).toEqual(['jpeg', 96, 64]);
    // The fixture is berry pink with a green circle on the left.
    const { data } = await sharp(photo.bytes)
      .extract({ left: 80, top: 30, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(180);
    expect(data[1]).toBeLessThan(140);
  });

  it('shrinks a large photo and keeps a small one as it is', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#8fd3ff' } })
      .jpeg()
      .toBuffer();
    expect(await sharp((await normalizePhoto(big, 1024)).bytes).metadata()).toMatchObject({
      width: 1024,
      height: 768,
    });
    const small = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const kept = await normalizePhoto(small);
    expect(kept.contentType).toBe('image/png');
    expect(await sharp(kept.bytes).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('refuses bytes that are no image', async () => {
    await expect(normalizePhoto(Buffer.from('%PDF-1.7 not a photo'))).rejects.toThrow();
  });

  it('refuses to decode more than 40 megapixels, whatever came before it (a second guard)', async () => {
    const bomb = pixelBombPng(16000, 16000);
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 16000, height: 16000 });
    await expect(normalizePhoto(bomb)).rejects.toThrow(/pixel limit/);
  });

  it('refuses a HEIC over 40 megapixels by its header, before converting it', async () => {
    const bytes = Buffer.from(await heic());
    const ispe = bytes.indexOf('ispe', 0, 'latin1');
    bytes.writeUInt32BE(8000, ispe + 8);
    bytes.writeUInt32BE(6000, ispe + 12);
    await expect(normalizePhoto(bytes)).rejects.toThrow('HEIC of 8000 x 6000 is over the pixel limit');
  });
});
