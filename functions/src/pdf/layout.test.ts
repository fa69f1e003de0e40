import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { TEXT_BOX } from './bookPdf.js';
import { fontData } from './fonts.js';
import {
  ABSOLUTE_MIN_SIZE,
  fitText,
  STORY_LINE_HEIGHT,
  STORY_TEXT_SIZES,
  wrapText,
  type Measure,
} from './layout.js';

/** Fake metrics: every character 0.5 em, a space 0.25 em. */
const fake: Measure = (text) => [...text].reduce((w, c) => w + (c === ' ' ? 0.25 : 0.5), 0);

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const lorem = (count: number, seed = 1) => {
  const pool = [
    'sprout',
    'garden',
    'sunny',
    'a',
    'little',
    'whispered',
    'hop',
    'butterflies',
    'and',
    'moonlight',
    'tree',
  ];
  let s = seed;
  return Array.from({ length: count }, () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return pool[s % pool.length]!;
  }).join(' ');
};

describe('story text sizes', () => {
  it('are the design sizes: 16-18 pt for ages 2-4, 14-16 pt for ages 5-7', () => {
    expect(STORY_TEXT_SIZES['2-4years']).toEqual({ min: 16, max: 18 });
    expect(STORY_TEXT_SIZES['5-7years']).toEqual({ min: 14, max: 16 });
    expect(STORY_LINE_HEIGHT).toBeGreaterThanOrEqual(1.4);
  });

  it('give the 2-4 age group a larger font than 5-7 for the same text and box', () => {
    const text = lorem(60);
    const box = { width: 430, height: 410, lineHeight: STORY_LINE_HEIGHT, measure: fake };
    const young = fitText(text, { ...box, range: STORY_TEXT_SIZES['2-4years'] });
    const older = fitText(text, { ...box, range: STORY_TEXT_SIZES['5-7years'] });
    expect(young.fontSize).toBe(18);
    expect(older.fontSize).toBe(16);
    expect(young.fontSize).toBeGreaterThan(older.fontSize);
  });

  it('with the real Atkinson Hyperlegible metrics, a typical page gets the top of its range', () => {
    const doc = new PDFDocument({ autoFirstPage: false });
    doc.registerFont('body', fontData('body'));
    const measure: Measure = (text) => doc.font('body').fontSize(1).widthOfString(text);
    const paragraph =
      'There was once a boy named Leo who loved peeking at the fish through a glass-bottom bucket more than almost anything. ' +
      'One windy afternoon, he waved from the front of a little boat as it sailed out to sea. The boat rocked gently, up and down.';
    const fit = (age: '2-4years' | '5-7years') =>
      fitText(paragraph, {
        width: TEXT_BOX.width,
        height: TEXT_BOX.height,
        range: STORY_TEXT_SIZES[age],
        lineHeight: STORY_LINE_HEIGHT,
        measure,
      });
    expect(fit('2-4years').fontSize).toBe(18);
    expect(fit('5-7years').fontSize).toBe(16);
    doc.end();
  });
});

describe('fitText', () => {
  it('never returns a block taller or wider than the box, and keeps every word in order', () => {
    for (let n = 1; n <= 300; n += 13) {
      for (const [width, height] of [
        [430, 410],
        [300, 200],
        [180, 500],
        [500, 90],
      ] as const) {
        const text = lorem(n, n);
        const fitted = fitText(text, {
          width,
          height,
          range: { min: 14, max: 16 },
          lineHeight: 1.5,
          measure: fake,
        });
        expect(fitted.height).toBeLessThanOrEqual(height);
        expect(fitted.height).toBeCloseTo(fitted.lines.length * fitted.lineHeight, 6);
        expect(Math.max(...fitted.lineWidths)).toBeLessThanOrEqual(width);
        for (const line of fitted.lines)
          expect(fake(line) * fitted.fontSize).toBeLessThanOrEqual(width + 1e-6);
        expect(words(fitted.lines.join(' '))).toEqual(words(text));
        expect(fitted.belowRange).toBe(fitted.fontSize < 14);
      }
    }
  });

  it('uses the largest size of the range that fits', () => {
    const short = fitText('Hello, Mia!', {
      width: 400,
      height: 400,
      range: { min: 16, max: 18 },
      lineHeight: 1.5,
      measure: fake,
    });
    expect(short).toMatchObject({ fontSize: 18, lineHeight: 27, lines: ['Hello, Mia!'], belowRange: false });

    // Too tall at 18 pt, fits at 17 pt.
    const text = lorem(120, 3);
    const at = (size: number) => wrapText(text, 430, size, fake).length * size * 1.5;
    const height = (at(17) + at(18)) / 2;
    if (at(18) <= height) throw new Error('fixture should not fit at 18 pt');
    const fitted = fitText(text, {
      width: 430,
      height,
      range: { min: 16, max: 18 },
      lineHeight: 1.5,
      measure: fake,
    });
    expect(fitted.fontSize).toBeLessThan(18);
    expect(fitted.fontSize).toBeGreaterThanOrEqual(16);
  });

  it('shrinks below the range only when the text does not fit inside it', () => {
    const text = lorem(500, 7);
    const fitted = fitText(text, {
      width: 430,
      height: 410,
      range: { min: 14, max: 16 },
      lineHeight: 1.5,
      measure: fake,
    });
    expect(fitted.belowRange).toBe(true);
    expect(fitted.fontSize).toBeLessThan(14);
    expect(fitted.fontSize).toBeGreaterThanOrEqual(ABSOLUTE_MIN_SIZE);
    expect(fitted.height).toBeLessThanOrEqual(410);
    expect(words(fitted.lines.join(' '))).toEqual(words(text));
    // The largest size below the range that fits (to 0.25 pt): 0.25 pt more does not fit.
    const bigger = wrapText(text, 430, fitted.fontSize + 0.25, fake).length * (fitted.fontSize + 0.25) * 1.5;
    expect(bigger).toBeGreaterThan(410);
  });

  it('throws a clear error rather than overflow when nothing fits', () => {
    expect(() =>
      fitText(lorem(5000), {
        width: 100,
        height: 40,
        range: { min: 14, max: 16 },
        lineHeight: 1.5,
        measure: fake,
      }),
    ).toThrow(/too long to fit/);
  });
});

describe('wrapText', () => {
  it('breaks a word wider than the box between characters, losing nothing', () => {
    const long = 'Supercalifragilisticexpialidocious'.repeat(3);
    const lines = wrapText(`A ${long} day`, 100, 16, fake);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(fake(line) * 16).toBeLessThanOrEqual(100);
    expect(lines[0]).toBe('A');
    expect(lines.join('').replace(/ /g, '')).toBe(`A${long}day`);
  });

  it('keeps explicit line breaks and collapses blank runs to one blank line', () => {
    expect(wrapText('One two.\n\n\nThree  four.\n', 1000, 10, fake)).toEqual(['One two.', '', 'Three four.']);
    expect(wrapText('  \n Hi \n', 1000, 10, fake)).toEqual(['Hi']);
  });

  it('keeps words joined by a no-break space together', () => {
    const lines = wrapText('aaaa bbbb\u00A0cccc', 50, 10, fake);
    expect(lines).toEqual(['aaaa', 'bbbb\u00A0cccc']);
  });
});
