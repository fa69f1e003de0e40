import { beforeAll, describe, expect, it } from 'vitest';
import { composeBilingual } from '../../engines/storyteller/index.js';
import type { StoryRequest } from '../../ports/storyteller.js';
import { buildBookPdf, prepareImages, TRIM_PT } from '../../pdf/index.js';
import { normalise, sampleInput } from '../../pdf/testing/fixtures.js';
import { layoutOf, type Placed } from '../../pdf/testing/placedText.js';
import { BLEED_PT } from './model.js';

/** A printer's 0.5 in safety margin: no word may come closer to the trimmed page's edge. */
const SAFE = 36;

const request = (readerAgeGroup: StoryRequest['readerAgeGroup']): StoryRequest => ({
  storyType: 'Enhanced',
  mainCharacterName: 'Mia',
  gender: 'girl',
  description: 'a day at the farm with grandma',
  moralValue: 'courage',
  readerAgeGroup,
  appearanceValue: 'fair_blond',
  characters: [],
  language: 'en',
  secondLanguage: 'es',
  seed: 12345,
});

/**
 * The bilingual edition (issue 45) laid out from the offline engine's own pages, in the printed
 * interior (with its bleed) for both age groups: every word of both texts inside the safe area,
 * only on the text pages (never over a picture, so never over a face), the second text beneath
 * the first in its own face.
 */
describe.each(['2-4years', '5-7years'] as const)('a bilingual interior for %s', (age) => {
  const story = composeBilingual(request(age));
  let placed: Placed[];
  let raw: string;

  beforeAll(async () => {
    const input = sampleInput({
      title: story.title,
      paragraphs: story.paragraphs,
      secondParagraphs: story.secondParagraphs,
      secondLanguage: 'es',
      readerAgeGroup: age,
    });
    const { pdf } = await buildBookPdf(input, { bleedPt: BLEED_PT, minPages: 0, prepare: prepareImages });
    raw = pdf.toString('latin1');
    placed = (await layoutOf(pdf)).placed;
  }, 30_000);

  it('keeps every word of both texts within the safe area of the trimmed page', () => {
    for (const word of placed) {
      const where = `${word.text} on page ${word.page}`;
      expect(word.left - BLEED_PT, where).toBeGreaterThanOrEqual(SAFE);
      expect(word.right - BLEED_PT, where).toBeLessThanOrEqual(TRIM_PT - SAFE);
      expect(word.bottom - BLEED_PT, where).toBeGreaterThanOrEqual(SAFE);
      expect(word.top - BLEED_PT, where).toBeLessThanOrEqual(TRIM_PT - SAFE);
    }
  });

  it('lays both texts on each text page, the second beneath the first in italic, nothing on the pictures', () => {
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+AtkinsonHyperlegible-Italic/);
    story.paragraphs.forEach((paragraph, i) => {
      const picturePage = 2 + 2 * i;
      const textPage = picturePage + 1;
      expect(placed.filter((w) => w.page === picturePage)).toEqual([]);
      const onPage = placed.filter((w) => w.page === textPage);
      const text = normalise(onPage.map((w) => w.text).join(' '));
      expect(text).toContain(normalise(paragraph).slice(0, 40));
      expect(text).toContain(normalise(story.secondParagraphs[i]!).slice(0, 40));
      const fonts = [...new Set(onPage.map((w) => w.fontName))];
      // The page number (bold) aside, the first text's face and the second's.
      const [firstFont, secondFont] = [onPage[0]!.fontName, onPage.at(-2)!.fontName];
      expect(firstFont).not.toBe(secondFont);
      expect(fonts.length).toBeGreaterThanOrEqual(2);
      const firstLow = Math.min(...onPage.filter((w) => w.fontName === firstFont).map((w) => w.bottom));
      const secondHigh = Math.max(...onPage.filter((w) => w.fontName === secondFont).map((w) => w.top));
      expect(secondHigh).toBeLessThan(firstLow);
    });
  });
});
