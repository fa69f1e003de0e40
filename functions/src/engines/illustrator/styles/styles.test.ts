import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_STYLES, type ArtStyle } from '../../../contract/artStyle.js';
import { checkScene } from '../check.js';
import { castSheetSvg } from '../castSheet.js';
import { composeScene } from '../compose.js';
import { renderPng } from '../render.js';
import { applyStyle } from './index.js';
import type { SceneRequest } from '../request.js';
import { samplePages } from '../testing/sampleBooks.js';
import { castList } from '../../../contract/castList.js';

const park: SceneRequest = {
  artStyle: 'classic',
  bookId: 'book-7',
  page: 3,
  legend: 'Mia and Sara walk Rex the dog in the park under a big tree',
  storyType: 'Essential',
  appearanceValue: 'photo_based',
  readerAgeGroup: '2-4years',
  characters: castList(['Mia', 'main', 'girl'], ['Sara', 'mother'], ['Rex', 'pet']),
  variant: 0,
};

/** The picture as a person glances at it: RGB downscaled to 96 x 96. */
async function glance(svg: string): Promise<Buffer> {
  const { png } = await renderPng(svg);
  return sharp(png).resize(96, 96, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

/**
 * How far a picture's colours drift in hue from another's, lightness aside: the mean change of
 * each pixel's red-green and blue-green balance. A style may lighten, darken and texture a page;
 * a brown floor turning purple is a new colour, not a texture.
 */
function meanTintShift(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 3) {
    const [r, g, bl] = [a[i]!, a[i + 1]!, a[i + 2]!];
    const [r0, g0, bl0] = [b[i]!, b[i + 1]!, b[i + 2]!];
    sum += Math.abs(r - g - (r0 - g0)) + Math.abs(bl - g - (bl0 - g0));
  }
  return sum / (a.length / 3);
}

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('art styles', () => {
  it('leaves the classic picture byte-identical', () => {
    const { svg } = composeScene(park);
    expect(applyStyle(svg, 'classic')).toBe(svg);
  });

  it('draws the same page in five styles a person tells apart', async () => {
    const images = new Map<ArtStyle, Buffer>();
    for (const style of ART_STYLES)
      images.set(style, await glance(composeScene({ ...park, artStyle: style }).svg));
    for (const [i, a] of ART_STYLES.entries())
      for (const b of ART_STYLES.slice(i + 1)) {
        const difference = meanDifference(images.get(a)!, images.get(b)!);
        expect(difference, `${a} vs ${b}`).toBeGreaterThan(8);
      }
  }, 60_000);

  it('draws the colouring page as black lines on white', async () => {
    const { png } = await renderPng(composeScene({ ...park, artStyle: 'coloring' }).svg);
    const grey = await sharp(png).greyscale().raw().toBuffer();
    const inkOrPaper = grey.filter((v) => v < 40 || v > 215).length / grey.length;
    const paper = grey.filter((v) => v > 215).length / grey.length;
    expect(inkOrPaper).toBeGreaterThan(0.97);
    // Mostly paper, for a child to colour in; the lines are there all the same.
    expect(paper).toBeGreaterThan(0.75);
    expect(paper).toBeLessThan(0.99);
  });

  it('draws the cast sheet in the book’s style', async () => {
    const sheet = { bookId: 'book-7', appearanceValue: park.appearanceValue, characters: park.characters };
    const classic = await glance(castSheetSvg({ ...sheet, artStyle: 'classic' }));
    for (const style of ART_STYLES.filter((s) => s !== 'classic'))
      expect(
        meanDifference(classic, await glance(castSheetSvg({ ...sheet, artStyle: style }))),
        style,
      ).toBeGreaterThan(4);
  }, 60_000);

  it('keeps every page’s composition, so the self-check holds in every style', () => {
    const pages = samplePages().filter((_, i) => i % 40 === 0);
    for (const style of ART_STYLES) {
      const failures = pages.flatMap(({ label, request }) => {
        const composed = composeScene({ ...request, artStyle: style });
        const { svg: _svg, ...classic } = composeScene(request);
        expect({ ...composed, svg: '' }).toEqual({ ...classic, svg: '' });
        return checkScene(request, composed).map((p) => `${style} ${label}: ${p.detail}`);
      });
      expect(failures).toEqual([]);
    }
  });

  it('keeps a night page’s colours in collage: lighter or darker paper, never purple bands', async () => {
    // Posterizing each channel on its own striped the night bedroom's brown floor purple and
    // ringed the lamp's glow in rainbow colours.
    const night: SceneRequest = {
      ...park,
      legend: 'Mia in her pyjamas in her bedroom at bedtime, the lamp on and the stars outside',
      characters: [park.characters[0]!],
    };
    expect(composeScene(night).scene.timeOfDay).toBe('night');
    const classic = await glance(composeScene(night).svg);
    const collage = await glance(composeScene({ ...night, artStyle: 'collage' }).svg);
    expect(meanTintShift(collage, classic)).toBeLessThan(12);
  }, 60_000);

  it('renders a Photo Story page, photos and all, in every style', async () => {
    const photoPage = samplePages().find(({ request }) => request.characters.some((c) => c.photo));
    expect(photoPage).toBeDefined();
    for (const style of ART_STYLES) {
      const { width } = await renderPng(composeScene({ ...photoPage!.request, artStyle: style }).svg, 256);
      expect(width, style).toBe(256);
    }
  }, 60_000);
});
