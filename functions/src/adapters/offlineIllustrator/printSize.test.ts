import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { OfflineIllustrator } from './illustrator.js';
import type { IllustrationRequest } from '../../ports/illustrator.js';
import * as render from '../../engines/illustrator/render.js';
import { FILTERED_STYLE_MAX_PX } from '../../engines/illustrator/index.js';
import { castList } from '../../contract/castList.js';

const page: IllustrationRequest = {
  artStyle: 'classic',
  bookId: 'book-3',
  page: 1,
  legend: 'Mia plays with a kite in the park',
  storyType: 'Enhanced',
  appearanceValue: 'fair_blond',
  readerAgeGroup: '2-4years',
  characters: castList(['Mia', 'main', 'girl']),
  variant: 0,
};

describe('styled pictures at print size', () => {
  it('renders a filtered style at most at its cap and enlarges it; classic and colouring stay vector', async () => {
    const spy = vi.spyOn(render, 'renderPng');
    const illustrator = new OfflineIllustrator();
    const big = await illustrator.redrawAtSize({ ...page, artStyle: 'watercolor' }, 2000);
    expect(big).toMatchObject({ width: 2000, height: 2000 });
    expect(await sharp(big.png).metadata()).toMatchObject({ width: 2000, height: 2000 });
    expect(spy.mock.calls.at(-1)?.[1]).toBe(FILTERED_STYLE_MAX_PX);
    for (const artStyle of ['classic', 'coloring'] as const) {
      await illustrator.redrawAtSize({ ...page, artStyle }, 2000);
      expect(spy.mock.calls.at(-1)?.[1], artStyle).toBe(2000);
    }
    spy.mockRestore();
  }, 60_000);
});
