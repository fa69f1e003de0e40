import { describe, expect, it } from 'vitest';
import {
  castTraits,
  characterPortraitSvg,
  composeScene,
  type SceneCharacter,
  type SceneRequest,
} from './index.js';
import { HAIR_COLOURS, SKIN_TONES } from './art/palette.js';
import { SAVED_LOOK } from './testing/sampleBooks.js';

/** Looks and keys in books: a saved character is the same in every book; books without stay as they were. */

const saved: SceneCharacter = {
  name: 'Kai',
  relationship: 'main',
  gender: 'unknown',
  look: SAVED_LOOK,
  key: 'char-123',
};
const mother: SceneCharacter = { name: 'Sara', relationship: 'mother', gender: 'woman' };

function page(
  bookId: string,
  characters: SceneCharacter[],
  appearanceValue: SceneRequest['appearanceValue'] = 'fair_blond',
): SceneRequest {
  return {
    artStyle: 'classic',
    bookId,
    page: 1,
    legend: 'Kai stands in the meadow.',
    storyType: 'Enhanced',
    appearanceValue,
    readerAgeGroup: '2-4years',
    characters,
    variant: 0,
  };
}

describe('looks and keys in books', () => {
  it('draws a saved character identically in two different books', () => {
    const a = castTraits(page('book-a', [saved, mother]))[0];
    const b = castTraits(page('book-b', [saved, mother], 'dark_black'))[0];
    expect(a).toEqual(b);
    expect(characterPortraitSvg(saved, { bookId: 'book-a' })).toBe(
      characterPortraitSvg(saved, { bookId: 'book-b' }),
    );
  });

  it('keeps a saved character’s top when another character of the book would wear it', () => {
    const alone = castTraits(page('book-a', [saved]))[0];
    if (alone?.kind !== 'human') throw new Error('expected a person');
    // Try books until one gives the mother the same top by chance: the saved child keeps it.
    let clashes = 0;
    for (let i = 0; i < 40; i++) {
      const [child, mum] = castTraits(page(`book-${i}`, [saved, mother]));
      const mumAlone = castTraits(page(`book-${i}`, [mother]))[0];
      if (child?.kind !== 'human' || mum?.kind !== 'human' || mumAlone?.kind !== 'human') continue;
      expect(child.top).toBe(alone.top);
      expect(mum.top).not.toBe(child.top);
      if (mumAlone.top === alone.top) clashes++;
    }
    expect(clashes).toBeGreaterThan(0);
  });

  it('varies a character without a key from book to book, as before', () => {
    const unkeyed = { ...saved, key: undefined };
    const tops = new Set(
      Array.from({ length: 10 }, (_, i) => {
        const t = castTraits(page(`book-${i}`, [unkeyed]))[0];
        return t?.kind === 'human' ? t.top : '';
      }),
    );
    expect(tops.size).toBeGreaterThan(1);
  });

  it('draws the look, not the book’s appearance value, in a scene', () => {
    const svg = composeScene(page('book-a', [saved], 'fair_blond')).svg;
    expect(svg).toContain(SKIN_TONES.brown.skin);
    expect(svg).toContain(HAIR_COLOURS.auburn);
    expect(svg).not.toContain(SKIN_TONES.fair.skin);
  });

  it('seeds a keyed character without a look from its key too', () => {
    const keyed: SceneCharacter = { name: 'Mia', relationship: 'friend', gender: 'girl', key: 'char-9' };
    expect(castTraits(page('book-a', [keyed], 'photo_based'))).toEqual(
      castTraits(page('book-b', [keyed], 'photo_based')),
    );
  });

  it('draws a pet look’s species over the one the legend names', () => {
    const cat: SceneCharacter = {
      name: 'Rex',
      relationship: 'pet',
      gender: 'unknown',
      look: { species: 'cat', coat: 'grey' },
    };
    const request = { ...page('book-a', [saved, cat]), legend: 'Kai walks Rex the dog.' };
    const pet = composeScene(request).placed.find((p) => p.traits.kind === 'pet')?.traits;
    expect(pet).toMatchObject({ kind: 'pet', species: 'cat', coat: '#5B5B66' });
  });
});
