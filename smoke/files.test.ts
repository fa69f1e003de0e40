import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { imageKind, pdfPageCount, TINY_PDF, warmPdfReader } from './files.js';

const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0]);

describe('imageKind', () => {
  it('knows PNG, JPEG and WebP by their magic bytes', () => {
    expect(imageKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(imageKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(imageKind(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(imageKind(new TextEncoder().encode('{"error":"not ready"}'))).toBeNull();
    expect(imageKind(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeNull();
    expect(imageKind(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

/** A small real PDF of `pages` pages, made with pdfkit as the API makes books. */
function pdfOf(pages: number): Promise<Uint8Array> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  for (let i = 0; i < pages; i++) doc.addPage().text(`Page ${i + 1}`);
  doc.end();
  return new Promise((resolve) => doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))));
}

describe('pdfPageCount', () => {
  it('counts the pages of a real PDF', async () => {
    expect(await pdfPageCount(await pdfOf(3))).toBe(3);
  });

  it('refuses a body that is not a PDF', async () => {
    await expect(pdfPageCount(new TextEncoder().encode('<html>'))).rejects.toThrow('not a PDF');
    await expect(pdfPageCount(new TextEncoder().encode('%PDF-1.7 truncated'))).rejects.toThrow();
  });
});

describe('warmPdfReader', () => {
  it('warms up on a tiny document that pdf.js really opens', async () => {
    expect(await pdfPageCount(TINY_PDF)).toBe(1);
    await expect(warmPdfReader()).resolves.toBeUndefined();
  });
});
