import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BOOK_PDF_PAGES,
  bookPdfFileName,
  buildBookPdf,
  formatBookDate,
  type BookPdfInput,
} from './bookPdf.js';
import {
  colourfulPng,
  countImageXObjects,
  normalise,
  parsePdf,
  photoLikePng,
  sampleInput,
} from './testing/fixtures.js';

const MB = 1024 * 1024;

/** A paragraph of exactly `count` words (distinct enough to notice a lost one). */
function longParagraph(count: number): string {
  const words = [
    'Once',
    'upon',
    'a',
    'sunny',
    'morning,',
    'Mia',
    'and',
    'Grandpa',
    'planted',
    'seventeen',
    'tiny',
    'seeds',
    'beside',
    'the',
    'blue',
    'gate.',
  ];
  return Array.from(
    { length: count },
    (_, i) => `${words[i % words.length]}${i % 23 === 22 ? ` (${i})` : ''}`,
  ).join(' ');
}

describe('buildBookPdf with flat illustrations', () => {
  let input: BookPdfInput;
  let result: { pdf: Buffer; pages: number };
  let buildMs: number;

  beforeAll(async () => {
    input = sampleInput({
      legends: Array.from({ length: 10 }, (_, i) => `Mia waters the sprout, picture ${i + 1}`),
    });
    await buildBookPdf(input); // warm-up: module and font loading happen once per process
    const started = performance.now();
    result = await buildBookPdf(input);
    buildMs = performance.now() - started;
  });

  it('is a PDF of 22 pages: cover, 10 x (illustration + text), closing page', async () => {
    expect(result.pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(result.pages).toBe(22);
    expect(BOOK_PDF_PAGES).toBe(22);
    expect((await parsePdf(result.pdf)).pages).toBe(22);
  });

  it('contains the title, every paragraph, the cover lines and The End as text', async () => {
    const { text } = await parsePdf(result.pdf);
    expect(text).toContain(input.title);
    for (const paragraph of input.paragraphs) expect(text).toContain(normalise(paragraph));
    expect(text).toContain('A StorySprout story for Mia');
    expect(text).toContain(`Created by Grandma Rose · ${formatBookDate(input.createdAt)}`);
    expect(text).toContain('The End');
    expect(text).toContain('StorySprout');
  });

  it('puts each paragraph on its own text page, after its illustration, with the page number', async () => {
    const { PDFParse } = await import('pdf-parse');
    const parser = new PDFParse({ data: result.pdf });
    const { pages } = await parser.getText();
    await parser.destroy();
    input.paragraphs.forEach((paragraph, i) => {
      const textPage = pages[2 + 2 * i]!; // pages[0] is the cover, pages[1 + 2i] the illustration
      expect(textPage.num).toBe(3 + 2 * i);
      expect(normalise(textPage.text)).toContain(normalise(paragraph));
      expect(normalise(textPage.text)).toMatch(new RegExp(`\\b${3 + 2 * i}$`));
      expect(normalise(pages[1 + 2 * i]!.text)).toBe('');
    });
  });

  it('embeds the 10 illustrations as images (the cover reuses the first) and the legends as their alternate text', () => {
    expect(countImageXObjects(result.pdf)).toBeGreaterThanOrEqual(10);
    const raw = result.pdf.toString('latin1');
    expect(raw).toContain('/Alt (Mia waters the sprout, picture 1)');
    expect(raw).toContain('/Alt (Mia waters the sprout, picture 10)');
  });

  it('embeds subsets of Fredoka and Atkinson Hyperlegible', () => {
    const raw = result.pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Fredoka-SemiBold/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+AtkinsonHyperlegible-Regular/);
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toContain('/Helvetica');
  });

  it('sets the metadata, with the creation date from createdAt', async () => {
    const { info } = await parsePdf(result.pdf);
    expect(info).toMatchObject({
      Title: input.title,
      Author: 'StorySprout',
      Subject: 'A StorySprout story for Mia',
    });
    expect(info.CreationDate).toBe('D:20251122093000Z');
  });

  it('stays within the budgets: built in < 2 s, well under 8 MB', () => {
    expect(buildMs).toBeLessThan(2000);
    expect(result.pdf.length).toBeLessThan(8 * MB);
  });

  it('is reproducible: the same input gives the same bytes', async () => {
    const again = await buildBookPdf(input);
    expect(again.pdf.equals(result.pdf)).toBe(true);
  });
});

describe('buildBookPdf with photo-like illustrations', () => {
  it('stays under 8 MB with ten ~3 MB noisy 1024 px PNGs', async () => {
    const images = await Promise.all(Array.from({ length: 10 }, (_, i) => photoLikePng(i + 1)));
    const inputBytes = images.reduce((sum, image) => sum + image.length, 0);
    expect(inputBytes).toBeGreaterThan(10 * MB);
    const { pdf, pages } = await buildBookPdf(sampleInput({ images }));
    expect(pages).toBe(22);
    expect(pdf.length).toBeLessThan(8 * MB);
    expect(countImageXObjects(pdf)).toBeGreaterThanOrEqual(10);
  });

  it('accepts JPEG and non-square illustrations', async () => {
    const images = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        sharp(colourfulPng(i, 600)).resize(800, 600, { fit: 'fill' }).jpeg().toBuffer(),
      ),
    );
    const { pdf, pages } = await buildBookPdf(sampleInput({ images, creatorName: null }));
    expect(pages).toBe(22);
    expect((await parsePdf(pdf)).text).toContain('Created on November 22, 2025');
  });
});

describe('long text', () => {
  it.each(['2-4years', '5-7years'] as const)(
    'keeps every word of a 180-word paragraph (%s)',
    async (readerAgeGroup) => {
      const long = longParagraph(180);
      const paragraphs = sampleInput().paragraphs;
      paragraphs[4] = long;
      const { pdf } = await buildBookPdf(sampleInput({ paragraphs, readerAgeGroup }));
      const { text } = await parsePdf(pdf);
      expect(text).toContain(normalise(long));
      for (const word of long.split(' ')) expect(text).toContain(word);
    },
  );

  it('keeps every word of a 2000-character paragraph and of a long title', async () => {
    const long = longParagraph(400).slice(0, 2000);
    const title =
      'Mia and the Very Long Journey Across the Sparkling Meadow to Find the Littlest Lost Sprout of All';
    const paragraphs = sampleInput().paragraphs;
    paragraphs[9] = long;
    const { pdf } = await buildBookPdf(sampleInput({ paragraphs, title, readerAgeGroup: '5-7years' }));
    const { text } = await parsePdf(pdf);
    expect(text).toContain(normalise(long));
    expect(text).toContain(title);
  });
});

describe('input validation', () => {
  const cases: [string, Partial<BookPdfInput>, RegExp][] = [
    ['9 paragraphs', { paragraphs: sampleInput().paragraphs.slice(0, 9) }, /exactly 10 paragraphs, got 9/],
    [
      'an empty paragraph',
      { paragraphs: [...sampleInput().paragraphs.slice(0, 9), '  '] },
      /paragraph 10 is empty/,
    ],
    ['11 images', { images: [...sampleInput().images, colourfulPng(0, 16)] }, /exactly 10 images, got 11/],
    [
      'a non-image',
      { images: [...sampleInput().images.slice(0, 9), Buffer.from('hello')] },
      /image 10 is neither a PNG nor a JPEG/,
    ],
    ['an empty title', { title: ' ' }, /title is empty/],
    ['a bad age group', { readerAgeGroup: '8-10years' as never }, /unknown reader age group/],
    ['9 legends', { legends: Array.from({ length: 9 }, () => 'x') }, /legends/],
    ['a bad date', { createdAt: new Date(Number.NaN) }, /createdAt/],
  ];
  it.each(cases)('rejects %s with a clear error', async (_name, override, message) => {
    await expect(buildBookPdf(sampleInput(override))).rejects.toThrow(message);
  });

  it('reports an image sharp cannot decode', async () => {
    const broken = Buffer.concat([colourfulPng(0, 64).subarray(0, 40)]);
    await expect(
      buildBookPdf(sampleInput({ images: [...sampleInput().images.slice(0, 9), broken] })),
    ).rejects.toThrow(/illustration could not be read/);
  });
});

describe('buildBookPdf with a dedication (issue 29)', () => {
  it('adds a plain page and the dedication on the right-hand page after the cover; the story keeps its spreads', async () => {
    const input = sampleInput({ dedication: 'For Mia, with love from Grandma' });
    const result = await buildBookPdf(input);
    expect(result.pages).toBe(24);
    const { PDFParse } = await import('pdf-parse');
    const parser = new PDFParse({ data: result.pdf });
    const { pages } = await parser.getText();
    await parser.destroy();
    expect(normalise(pages[1]!.text)).toBe('');
    expect(normalise(pages[2]!.text)).toBe('For Mia, with love from Grandma');
    // The first illustration is still a left-hand page (page 4) with its words facing it.
    expect(normalise(pages[3]!.text)).toBe('');
    expect(normalise(pages[4]!.text)).toContain(normalise(input.paragraphs[0]!));
    expect(normalise(pages[4]!.text)).toMatch(/\b5$/);
  });

  it('adds nothing for an empty dedication', async () => {
    expect((await buildBookPdf(sampleInput({ dedication: '  ' }))).pages).toBe(22);
  });
});

it('names the download StorySprout-{bookId}.pdf', () => {
  expect(bookPdfFileName('1763772000000')).toBe('StorySprout-1763772000000.pdf');
});
