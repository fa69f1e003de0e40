import { describe, expect, it } from 'vitest';
import { pdfShape } from '../../../emulators/src/printLab/fileCheck.js';
import { buildBookPdf, GREYSCALE_PALETTE, greyOf } from './bookPdf.js';
import { buildColoringPdf, COLORING_PAPER } from './coloringPdf.js';
import { encodeLineArt, lineArtOf } from './lineArt.js';
import { colourReport } from './testing/greyscale.js';
import { normalise, parsePdf, sampleInput } from './testing/fixtures.js';

const coloringInput = (paper: 'letter' | 'a4', overrides = {}) => ({
  ...sampleInput(overrides),
  alreadyLineArt: false,
  paper,
  language: 'en' as const,
});

describe('Print pages to colour', () => {
  it.each([
    ['letter', 612, 792],
    ['a4', 595, 842],
  ] as const)(
    'on %s: ten sheets of %d x %d pt, each picture with its paragraph beneath',
    async (paper, w, h) => {
      const input = coloringInput(paper);
      const { pdf, pages } = await buildColoringPdf(input);
      expect(pages).toBe(10);
      const shape = await pdfShape(pdf);
      expect(shape.pages).toHaveLength(10);
      for (const page of shape.pages) {
        expect(page.widthPt).toBeCloseTo(w, 0);
        expect(page.heightPt).toBeCloseTo(h, 0);
      }
      const { text } = await parsePdf(pdf);
      for (const paragraph of input.paragraphs) expect(text).toContain(normalise(paragraph));
      expect(text).toContain('3 / 10');
    },
  );

  it('has no colour anywhere: grey pictures, black text', async () => {
    const report = colourReport((await buildColoringPdf(coloringInput('letter'))).pdf);
    expect(report).toEqual({ images: 10, colourImages: 0, colourOperators: [] });
  });

  it('prints the book’s language as written, accents and all', async () => {
    const paragraphs = Array.from(
      { length: 10 },
      (_, i) => `Página ${i + 1}: ¡la niña y la cigüeña cantaron! Ça va, Jürgen?`,
    );
    const { pdf } = await buildColoringPdf({ ...coloringInput('a4', { paragraphs }), language: 'es' });
    const { text } = await parsePdf(pdf);
    for (const paragraph of paragraphs) expect(text).toContain(paragraph);
  });

  it('makes the picture smaller before the text of a long paragraph gets small', async () => {
    const long = 'The little sprout stretched towards the warm sun and waved its leaves. '.repeat(9);
    const paragraphs = Array.from({ length: 10 }, () => long.trim());
    const { pdf } = await buildColoringPdf(coloringInput('letter', { paragraphs }));
    expect((await parsePdf(pdf)).text).toContain(normalise(long));
  });

  it('refuses what it cannot lay out', async () => {
    await expect(buildColoringPdf({ ...coloringInput('letter'), images: [] })).rejects.toThrow(/10 pictures/);
    await expect(buildColoringPdf({ ...coloringInput('letter'), paper: 'legal' as never })).rejects.toThrow(
      /unknown paper 'legal'/,
    );
    expect(COLORING_PAPER.a4.widthPt).toBeCloseTo(595.28, 2);
  });
});

describe('the black-and-white print interior', () => {
  it('greys every brand colour to its own lightness, on white paper', () => {
    expect(greyOf('#FFFFFF')).toBe('#FFFFFF');
    expect(greyOf('#3FA66B')).toBe('#808080'); // 0.299 x 63 + 0.587 x 166 + 0.114 x 107 = 128
    expect(GREYSCALE_PALETTE.paper).toBe('#FFFFFF');
    for (const grey of Object.values(GREYSCALE_PALETTE)) expect(grey).toMatch(/^#(\w\w)\1\1$/);
  });

  it('draws the whole book in greys with line-art pictures', async () => {
    const { pdf, pages } = await buildBookPdf(sampleInput(), {
      bleedPt: 9,
      minPages: 32,
      palette: GREYSCALE_PALETTE,
      prepare: async (images) =>
        Promise.all(images.map(async (i) => encodeLineArt(await lineArtOf(i, false)))),
    });
    expect(pages).toBe(32);
    expect(colourReport(pdf)).toEqual({ images: 10, colourImages: 0, colourOperators: [] });
  });

  it('and the colour book is still in colour', async () => {
    const report = colourReport((await buildBookPdf(sampleInput())).pdf);
    expect(report.colourImages).toBe(10);
    expect(report.colourOperators.length).toBeGreaterThan(0);
  });
});
