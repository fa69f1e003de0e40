import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readHeifSize, readImageSize, readJpegSize, readPngSize, readWebpSize } from './imageSize.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8fd3ff' } });

describe('image sizes from headers', () => {
  it('reads PNG, JPEG and every kind of WebP', async () => {
    expect(readPngSize(await solid(7, 3).png().toBuffer())).toEqual({ width: 7, height: 3 });
    expect(readJpegSize(await solid(640, 480).jpeg().toBuffer())).toEqual({ width: 640, height: 480 });
    expect(readJpegSize(await solid(64, 40).jpeg({ progressive: true }).toBuffer())).toEqual({
      width: 64,
      height: 40,
    });
    expect(readWebpSize(await solid(300, 200).webp().toBuffer())).toEqual({ width: 300, height: 200 });
    expect(readWebpSize(await solid(301, 201).webp({ lossless: true }).toBuffer())).toEqual({
      width: 301,
      height: 201,
    });
    const withAlpha = await sharp({ create: { width: 50, height: 60, channels: 4, background: '#0000' } })
      .webp()
      .toBuffer();
    expect(readImageSize(withAlpha)).toEqual({ width: 50, height: 60 });
  });

  it("reads a HEIC's 'ispe' without decoding it", async () => {
    const heic = await readFile(new URL('./testing/photo.heic', import.meta.url));
    expect(readHeifSize(heic)).toEqual({ width: 96, height: 64 });
    expect(readImageSize(heic)).toEqual({ width: 96, height: 64 });
  });

  it('answers undefined for anything else or a cut header', async () => {
    expect(readImageSize(Buffer.from('%PDF-1.7\n'))).toBeUndefined();
    const png = await solid(5, 5).png().toBuffer();
    expect(readImageSize(png.subarray(0, 20))).toBeUndefined();
    const heic = await readFile(new URL('./testing/photo.heic', import.meta.url));
    expect(readImageSize(heic.subarray(0, 40))).toBeUndefined();
  });
});
