import { describe, expect, it } from 'vitest';
import { checkAgreement } from './agreement.js';
import { checkScene } from './check.js';
import { composeScene } from './compose.js';
import type { SceneRequest } from './request.js';
import { samplePages } from './testing/sampleBooks.js';
import { castList } from '../../contract/castList.js';

const family: SceneRequest['characters'] = castList(
  ['Mia', 'main', 'girl'],
  ['Sara', 'mother'],
  ['Rex', 'pet'],
);
const request = (legend: string, overrides: Partial<SceneRequest> = {}): SceneRequest => ({
  artStyle: 'classic',
  bookId: 'book-1',
  page: 4,
  legend,
  storyType: 'Essential',
  appearanceValue: 'photo_based',
  readerAgeGroup: '2-4years',
  characters: family,
  variant: 0,
  ...overrides,
});

describe('the offline illustrator checks its own pages', () => {
  it('passes a good page', () => {
    const page = request('Mia and Sara walk Rex in the park');
    expect(checkScene(page, composeScene(page))).toEqual([]);
  });

  it('finds a named character who is not drawn', () => {
    const page = request('Mia and Sara walk Rex in the park');
    const composed = composeScene(page);
    const without = { ...composed, placed: composed.placed.filter((p) => p.traits.name !== 'Sara') };
    expect(checkScene(page, without).map((p) => p.detail)).toContain('Sara is named but not drawn');
  });

  it('finds a character drawn with another look than the cast sheet', () => {
    const page = request('Mia and Sara walk Rex in the park');
    const composed = composeScene(page);
    const placed = composed.placed.map((p) =>
      p.traits.kind === 'human' && p.traits.name === 'Mia'
        ? { ...p, traits: { ...p.traits, hair: '#FF0000' } }
        : p,
    );
    expect(checkScene(page, { ...composed, placed })).toContainEqual({
      rule: 'look',
      detail: 'Mia differs from the cast sheet in hair',
    });
  });

  it('finds a feeling that is not framed close and a face at the edge', () => {
    const page = request('Mia sits alone with a sad face in the park');
    const composed = composeScene(page);
    const placed = composed.placed.map((p) => ({ ...p, head: { ...p.head, x: 30 } }));
    const problems = checkScene(page, { ...composed, framing: 'wide', placed });
    expect(problems.map((p) => p.rule)).toEqual(['framing', 'safe-area']);
  });

  it('draws a pet without a species of its own as the page calls it, else as its sheet', () => {
    for (const bookId of ['b1', 'b2', 'b3', 'b4', 'b5', 'b6']) {
      const page = request('Mia walks Rex the dog in the park', { bookId });
      const composed = composeScene(page);
      expect(composed.placed.find((p) => p.traits.name === 'Rex')?.traits, bookId).toMatchObject({
        species: 'dog',
      });
      expect(checkScene(page, composed), bookId).toEqual([]);
      const plain = request('Mia walks Rex in the park', { bookId });
      expect(checkScene(plain, composeScene(plain)), bookId).toEqual([]);
    }
  });

  it('takes a pet’s species from the story’s looks, on the sheet and every page', () => {
    for (const species of ['dog', 'cat'] as const) {
      const looks = [{ name: 'Rex', look: `a small fluffy ${species === 'dog' ? 'puppy' : 'kitten'}` }];
      const page = request('Mia walks Rex in the park', { looks });
      const composed = composeScene(page);
      expect(composed.placed.find((p) => p.traits.name === 'Rex')?.traits).toMatchObject({ species });
      expect(checkScene(page, composed)).toEqual([]);
    }
  });

  // Every moral x both ages x 3 seeds x Avatar and Photo casts (saved looks, two heroes), in
  // English and in Spanish (watercolour): the normal run reads every fourth book of each;
  // STORYSPROUT_FULL_SWEEP=1 reads them all (9120 pages).
  const full = process.env.STORYSPROUT_FULL_SWEEP === '1';
  for (const language of ['en', 'es'] as const)
    it(`finds no problem on the pages of a large sample of books (${language})`, () => {
      const all = samplePages(language);
      expect(all.length).toBeGreaterThan(4000);
      const pages = full ? all : all.filter((_, i) => Math.floor(i / 10) % 4 === 0);
      const failures = pages.flatMap(({ label, request, text }) => {
        const composed = composeScene(request);
        return [...checkScene(request, composed), ...checkAgreement(request, composed, text)].map(
          (p) => `${label}: ${p.rule}: ${p.detail}`,
        );
      });
      expect(failures.slice(0, 30), `${failures.length} problems`).toEqual([]);
    }, 240_000);
});
