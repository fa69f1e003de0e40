/** Test fixtures for the PDF builder: colourful flat illustrations, photo-like noise and a book. */
import { Resvg } from '@resvg/resvg-js';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import type { BookPdfInput } from '../bookPdf.js';

const HUES = [205, 150, 35, 330, 265, 95, 15, 185, 55, 300];

const rendered = new Map<string, Buffer>();

/** A flat, colourful 'illustration' like the offline illustrator's (sky gradient, sun, hills); cached. */
export function colourfulPng(page: number, size = 1024): Buffer {
  const key = `${page}/${size}`;
  const cached = rendered.get(key);
  if (cached) return cached;
  const hue = HUES[page % HUES.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1024 1024">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue}, 80%, 72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 85%, 90%)"/>
  </linearGradient></defs>
  <rect width="1024" height="1024" fill="url(#sky)"/>
  <circle cx="${200 + page * 60}" cy="220" r="90" fill="#FFB547"/>
  <ellipse cx="300" cy="900" rx="520" ry="260" fill="hsl(${(hue + 120) % 360}, 45%, 48%)"/>
  <ellipse cx="820" cy="940" rx="480" ry="240" fill="hsl(${(hue + 140) % 360}, 50%, 38%)"/>
  <circle cx="512" cy="560" r="120" fill="#E5527A"/><circle cx="470" cy="540" r="14" fill="#22303C"/>
  <circle cx="554" cy="540" r="14" fill="#22303C"/><path d="M462 600 Q512 640 562 600" stroke="#22303C" stroke-width="10" fill="none"/>
</svg>`;
  const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
  rendered.set(key, png);
  return png;
}

/** A photo-like PNG: smooth gradients plus per-pixel noise, so it compresses badly (~3 MB at 1024 px). */
export async function photoLikePng(seed: number, size = 1024, amplitude = 48): Promise<Buffer> {
  let state = (seed * 2654435761) >>> 0 || 1;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const raw = Buffer.alloc(size * size * 3);
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 3;
      const noise = () => (random() - 0.5) * amplitude;
      raw[i] = clamp((x / size) * 255 + noise());
      raw[i + 1] = clamp((y / size) * 200 + 30 + seed * 7 + noise());
      raw[i + 2] = clamp(128 + 100 * Math.sin((x + y + seed * 50) / 90) + noise());
    }
  }
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

const SENTENCES = [
  'Mia found a tiny green sprout by the garden gate.',
  'She gave it water from her yellow watering can.',
  'The sun smiled down and the sprout stretched up.',
  '"Grow, little sprout, grow!" she whispered.',
  'A bumblebee buzzed by to say hello.',
];

/** Ten short, distinct paragraphs (each names its part so tests can find it). */
export function sampleParagraphs(): string[] {
  return Array.from({ length: 10 }, (_, i) => `Part ${i + 1}. ${SENTENCES.slice(0, 2 + (i % 4)).join(' ')}`);
}

export function sampleInput(overrides: Partial<BookPdfInput> = {}): BookPdfInput {
  return {
    bookId: '1763772000000',
    title: 'Mia and the Little Green Sprout',
    paragraphs: sampleParagraphs(),
    images: Array.from({ length: 10 }, (_, i) => colourfulPng(i)),
    readerAgeGroup: '2-4years',
    childName: 'Mia',
    creatorName: 'Grandma Rose',
    createdAt: new Date(Date.UTC(2025, 10, 22, 9, 30)),
    language: 'en',
    ...overrides,
  };
}

/** Whitespace (line breaks included) collapsed to single spaces. */
export const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface ParsedPdf {
  pages: number;
  /** All text, whitespace normalised (pdf-parse's '-- n of m --' page markers removed). */
  text: string;
  info: Record<string, unknown>;
}

export async function parsePdf(pdf: Buffer): Promise<ParsedPdf> {
  const parser = new PDFParse({ data: pdf });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo();
    return {
      pages: text.total,
      text: normalise(text.pages.map((p) => p.text).join('\n')),
      info: (info.info ?? {}) as Record<string, unknown>,
    };
  } finally {
    await parser.destroy();
  }
}

/** Image XObjects in the file (their dictionaries are never compressed by pdfkit). */
export function countImageXObjects(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Subtype\s*\/Image\b/g)?.length ?? 0;
}
