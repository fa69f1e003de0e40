import { beforeAll, describe, expect, it } from 'vitest';
import { PDF_READING_LETTER_SPACING, READING_SPACING } from '../contract/readingMode.js';
import { buildBookPdf, TRIM_PT } from './bookPdf.js';
import { normalise, parsePdf, sampleInput } from './testing/fixtures.js';
import { layoutOf } from './testing/placedText.js';

/** A printer's 0.5 in safety margin: no word may come closer to the page's edge. */
const SAFE = 36;

describe('the reading-mode edition of the book PDF (issue 44)', () => {
  const long = Array.from({ length: 120 }, (_, i) => `word${i} grows`).join(' ');
  const input = sampleInput({
    paragraphs: sampleInput().paragraphs.map((p, i) => (i === 3 ? long : p)),
    dedication: 'For Mia, who reads to her little brother every night',
    readingMode: true,
  });
  let pdf: Buffer;
  let usual: Buffer;

  beforeAll(async () => {
    pdf = (await buildBookPdf(input)).pdf;
    usual = (await buildBookPdf({ ...input, readingMode: false })).pdf;
  });

  it('sets every word in Atkinson Hyperlegible, embedded, with no other face', () => {
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+AtkinsonHyperlegible-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+AtkinsonHyperlegible-Bold/);
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toContain('Fredoka');
    expect(raw).not.toContain('/Helvetica');
    // The usual edition keeps its rounded headings.
    expect(usual.toString('latin1')).toContain('Fredoka');
  });

  it('keeps every word, with the spaces between them, for copying and reading aloud', async () => {
    const { text, pages } = await parsePdf(pdf);
    expect(pages).toBe(24);
    expect(text).toContain(input.title);
    for (const paragraph of input.paragraphs) expect(text).toContain(normalise(paragraph));
    expect(text).toContain('For Mia, who reads to her little brother every night');
  });

  it('spaces letters and lines wider than the usual book, and keeps every word inside the safe area', async () => {
    const reading = await layoutOf(pdf);
    const plain = await layoutOf(usual);
    expect(reading.placed.length).toBeGreaterThan(0);
    for (const word of reading.placed) {
      expect(word.left, `${word.text} on page ${word.page}`).toBeGreaterThanOrEqual(SAFE);
      expect(word.right, `${word.text} on page ${word.page}`).toBeLessThanOrEqual(TRIM_PT - SAFE);
      expect(word.bottom, `${word.text} on page ${word.page}`).toBeGreaterThanOrEqual(SAFE);
      expect(word.top, `${word.text} on page ${word.page}`).toBeLessThanOrEqual(TRIM_PT - SAFE);
    }
    // Page 5 (after the dedication's two pages) is the first story page.
    const storyPage = 5;
    const onStory = reading.placed.filter((w) => w.page === storyPage);
    const size = onStory[0]!.fontSize;
    const spacings = reading.letterSpacing[storyPage - 1]!;
    expect(spacings.some((s) => Math.abs(s - PDF_READING_LETTER_SPACING * size) < 0.01)).toBe(true);
    expect(plain.letterSpacing[storyPage - 1]!.every((s) => s === 0)).toBe(true);
    // Lines: the distance between baselines is the mode's ratio of the size.
    const baselines = [...new Set(onStory.map((w) => Math.round((w.bottom + size * 0.3) * 100) / 100))].sort(
      (a, b) => b - a,
    );
    const lines = baselines.filter((y) => y > 100);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]! - lines[1]!).toBeCloseTo(READING_SPACING.line * size, 1);
  });

  it('sets the story left-aligned: every line of a page starts at the same edge', async () => {
    const { placed } = await layoutOf(pdf);
    // Page 11 holds the long paragraph, on many lines.
    const lines = new Map<number, number>();
    for (const w of placed.filter((p) => p.page === 11 && !/^\d+$/.test(p.text.trim()))) {
      const y = Math.round(w.bottom);
      lines.set(y, Math.min(lines.get(y) ?? Infinity, w.left));
    }
    expect(lines.size).toBeGreaterThan(4);
    const starts = [...lines.values()];
    expect(Math.max(...starts) - Math.min(...starts)).toBeLessThan(0.5);
  });

  it('is reproducible: the same book gives the same bytes', async () => {
    expect((await buildBookPdf(input)).pdf.equals(pdf)).toBe(true);
  });
});
