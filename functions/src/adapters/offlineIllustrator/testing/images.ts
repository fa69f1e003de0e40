import { Resvg } from '@resvg/resvg-js';

/** Test fixtures: small photos in each format, made without any image library. */

/** A PNG "photo" of one flat colour (rendered by resvg itself). */
export function solidPng(colour: string, width = 64, height = 80): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${colour}"/></svg>`;
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * The smallest baseline JPEG: one 8x8 grey block (every DCT coefficient zero decodes to level
 * 128), with one-code Huffman tables.
 */
export function greyJpeg(): Buffer {
  const segment = (marker: number, body: number[]): number[] => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ];
  const oneCodeTable = (tableClass: number): number[] => [
    tableClass << 4,
    1,
    ...new Array<number>(15).fill(0),
    0x00,
  ];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCodeTable(0)),
    ...segment(0xc4, oneCodeTable(1)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    // DC: category 0 ('0'); AC: end of block ('0'); padded with ones.
    0x3f,
    0xff,
    0xd9,
  ]);
}

/** A 1x1 lossy WebP (resvg 2.6 cannot decode WebP). */
export function tinyWebp(): Buffer {
  return Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
}

export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
