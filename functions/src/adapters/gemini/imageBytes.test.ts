import { describe, expect, it } from 'vitest';
import { readImageSize, readJpegSize, readPngSize, renderAsPng, sniffImageFormat } from './imageBytes.js';
import { TINY_JPEG, tinyPng } from './testing/geminiStandIn.js';

describe('image bytes', () => {
  it('recognises formats by their magic bytes', () => {
    expect(sniffImageFormat(tinyPng(1, 1))).toBe('png');
    expect(sniffImageFormat(TINY_JPEG)).toBe('jpeg');
    expect(sniffImageFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffImageFormat(Buffer.from('GIF89a', 'latin1'))).toBe('gif');
    expect(sniffImageFormat(Buffer.from('hello'))).toBe('unknown');
  });

  it('reads PNG and JPEG sizes from their headers', () => {
    expect(readPngSize(tinyPng(7, 3))).toEqual({ width: 7, height: 3 });
    expect(readJpegSize(TINY_JPEG)).toEqual({ width: 16, height: 16 });
    expect(readImageSize(TINY_JPEG)).toEqual({ width: 16, height: 16 });
    expect(readPngSize(TINY_JPEG)).toBeUndefined();
    expect(readPngSize(tinyPng(2, 2).subarray(0, 20))).toBeUndefined();
  });

  it('renders JPEG as PNG and shrinks to a maximum side', async () => {
    const fromJpeg = await renderAsPng(TINY_JPEG);
    expect(fromJpeg && readPngSize(fromJpeg.png)).toEqual({ width: 16, height: 16 });
    const shrunk = await renderAsPng(tinyPng(400, 200), 100);
    expect(shrunk && readPngSize(shrunk.png)).toEqual({ width: 100, height: 50 });
    expect(await renderAsPng(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBeUndefined();
  });
});
