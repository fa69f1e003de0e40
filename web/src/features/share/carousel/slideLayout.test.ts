import { describe, expect, it } from 'vitest';
import {
  footerText,
  layoutSlide,
  MAX_SLIDES,
  SLIDE_SIZE,
  slideFileName,
  slideParts,
  TEXT_WIDTH,
  wrapText,
  type Measure,
} from './slideLayout';

/** A stand-in for canvas measureText: every character is 0.5 em wide. */
const measure: Measure = (text, font) => {
  const size = Number(/(\d+)px/.exec(font)?.[1] ?? 16);
  return text.length * size * 0.5;
};

const LONG =
  'Mia climbed into the little moon boat, pulled the silver oars and rowed past the sleepy clouds, ' +
  'waving to the owls and the fireflies, until the whole sky hummed a soft lullaby just for her and ' +
  'her brave friend Leo, who was holding the lantern high so the stars could find their way home again.';

describe('carousel slide layout', () => {
  it('wraps text greedily to at most 900 px per line without losing a word', () => {
    const font = "400 40px 'Atkinson Hyperlegible'";
    const lines = wrapText(LONG, TEXT_WIDTH, measure, font);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(measure(line, font)).toBeLessThanOrEqual(TEXT_WIDTH);
    expect(lines.join(' ')).toBe(LONG);
    // Greedy: the next word would not have fitted on the line.
    for (let i = 0; i < lines.length - 1; i += 1) {
      const nextWord = lines[i + 1]?.split(' ')[0] ?? '';
      expect(measure(`${lines[i]} ${nextWord}`, font)).toBeGreaterThan(TEXT_WIDTH);
    }
  });

  it('splits a word that is wider than the line', () => {
    const font = '400 40px x';
    const lines = wrapText(`Hi ${'a'.repeat(100)} there`, TEXT_WIDTH, measure, font);
    for (const line of lines) expect(measure(line, font)).toBeLessThanOrEqual(TEXT_WIDTH);
    expect(lines.join('').replace(/\s/g, '')).toBe(`Hi${'a'.repeat(100)}there`);
  });

  it("puts the title on the first slide only and the footer 'n/total StorySprout' on every slide", () => {
    const first = layoutSlide(
      { title: 'Mia and the Moon Boat', text: 'Once upon a time.', hasImage: true, n: 1, total: 10 },
      measure,
    );
    expect(first.title?.lines).toEqual(['Mia and the Moon Boat']);
    expect(first.footer.lines).toEqual(['1/10 StorySprout']);
    const third = layoutSlide({ text: 'Then the moon smiled.', hasImage: true, n: 3, total: 10 }, measure);
    expect(third.title).toBeNull();
    expect(third.footer.lines).toEqual(['3/10 StorySprout']);
    expect(footerText(7, 9)).toBe('7/9 StorySprout');
  });

  it('keeps everything on the 1080 px square, the picture above the text and the text above the footer', () => {
    for (const text of ['Short.', LONG, `${LONG} ${LONG}`]) {
      for (const withLegend of [false, true]) {
        const layout = layoutSlide(
          {
            title: 'A Very Long Title About a Brave Girl and Her Moon Boat Adventure',
            text,
            legend: withLegend ? 'Mia rowing the moon boat past the clouds' : undefined,
            hasImage: true,
            n: 1,
            total: 10,
          },
          measure,
        );
        expect(layout.size).toBe(SLIDE_SIZE);
        const image = layout.image;
        expect(image).not.toBeNull();
        if (!image) continue;
        expect(image.size).toBeGreaterThanOrEqual(200);
        expect(image.x + image.size).toBeLessThanOrEqual(SLIDE_SIZE);
        expect(image.x).toBeGreaterThanOrEqual(0);
        expect(image.y).toBeGreaterThan(layout.title?.y ?? 0);
        // The first text baseline is below the picture; the last line (and legend) above the footer.
        expect(layout.text.y).toBeGreaterThan(image.y + image.size);
        const lastText = layout.text.y + (layout.text.lines.length - 1) * layout.text.lineHeight;
        const bottom = layout.legend
          ? layout.legend.y + (layout.legend.lines.length - 1) * layout.legend.lineHeight
          : lastText;
        expect(bottom).toBeLessThan(layout.footer.y - layout.footer.lineHeight);
        for (const line of layout.text.lines)
          expect(measure(line, layout.text.font)).toBeLessThanOrEqual(TEXT_WIDTH);
        expect(layout.text.x + TEXT_WIDTH).toBeLessThanOrEqual(SLIDE_SIZE);
        expect(Boolean(layout.legend)).toBe(withLegend);
      }
    }
  });

  it('uses large story text when it fits and smaller text for a long page', () => {
    const short = layoutSlide({ text: 'The end.', hasImage: true, n: 10, total: 10 }, measure);
    const long = layoutSlide({ text: `${LONG} ${LONG}`, hasImage: true, n: 2, total: 10 }, measure);
    const px = (font: string) => Number(/(\d+)px/.exec(font)?.[1]);
    expect(px(short.text.font)).toBe(40);
    expect(px(long.text.font)).toBeLessThan(40);
    expect(px(long.text.font)).toBeGreaterThanOrEqual(24);
    expect(short.text.font).toContain('Atkinson Hyperlegible');
  });

  it('lays out a slide without a picture', () => {
    const layout = layoutSlide({ text: LONG, hasImage: false, n: 2, total: 3 }, measure);
    expect(layout.image).toBeNull();
    expect(layout.text.lines.join(' ')).toBe(LONG);
  });

  it('names the files {title}_slide_{nn}_of_{total}.png with non-alphanumerics as underscores', () => {
    expect(slideFileName('Mia & the Moon-Boat!', 3, 10)).toBe('Mia___the_Moon_Boat__slide_03_of_10.png');
    expect(slideFileName('Leo', 10, 10)).toBe('Leo_slide_10_of_10.png');
    expect(slideFileName('', 1, 2)).toBe('StorySprout_slide_01_of_2.png');
  });

  it('makes at most 10 slides, one per part with text or a picture', () => {
    const parts = Array.from({ length: 12 }, (_, i) => ({
      text: i === 1 ? ' ' : `Part ${i}`,
      imageUrl: null,
      legend: '',
    }));
    const slides = slideParts(parts);
    expect(slides).toHaveLength(MAX_SLIDES);
    expect(slides.map((part) => part.text)).not.toContain(' ');
  });
});
