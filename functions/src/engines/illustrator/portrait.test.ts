import { describe, expect, it } from 'vitest';
import {
  EYE_COLOURS,
  HAIR_COLOURS,
  HAIR_STYLES,
  PET_COATS,
  SKIN_TONES,
  presetPerson,
  type PersonLook,
} from '../../contract/look.js';
import { AVATAR_APPEARANCES } from '../../contract/story.js';
import {
  EYE_COLOURS as IRIS,
  FRECKLE_COLOURS,
  HAIR_COLOURS as HAIR_HEX,
  PET_COAT_BY_NAME,
  SKIN_TONES as SKIN_HEX,
} from './art/palette.js';
import { characterPortraitSvg } from './index.js';
import type { SceneCharacter } from './request.js';

/** Every drawn option must show in the picture: the builder's preview is this very SVG. */

const BASE: PersonLook = {
  skin: 'light',
  hairColour: 'brown',
  hairStyle: 'short',
  eyes: 'brown',
  glasses: false,
  freckles: false,
  presentation: 'girl',
};

function child(look: Partial<PersonLook> = {}, key = 'saved-1'): SceneCharacter {
  return { name: 'Kai', relationship: 'main', gender: 'unknown', key, look: { ...BASE, ...look } };
}

const portrait = (look: Partial<PersonLook> = {}) => characterPortraitSvg(child(look));
const fills = (svg: string, colour: string) => svg.split(`"${colour}"`).length - 1;

describe('characterPortraitSvg', () => {
  it('is a standalone square SVG of the given size, with the name when asked', () => {
    const svg = characterPortraitSvg(child(), { size: 300, name: true });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="300" height="300" viewBox="[-\d. ]+">/,
    );
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('>Kai</text>');
    expect(characterPortraitSvg(child())).not.toContain('<text');
    expect(characterPortraitSvg({ ...child(), name: '<b>&' }, { name: true })).toContain(
      '&lt;b&gt;&amp;</text>',
    );
  });

  it.each(SKIN_TONES)('draws the %s skin tone', (skin) => {
    const svg = portrait({ skin });
    expect(fills(svg, SKIN_HEX[skin].skin)).toBeGreaterThan(3);
    for (const other of SKIN_TONES.filter((s) => s !== skin)) expect(svg).not.toContain(SKIN_HEX[other].skin);
  });

  it.each(HAIR_COLOURS)('draws %s hair', (hairColour) => {
    expect(portrait({ hairColour, hairStyle: 'long' })).toContain(`fill="${HAIR_HEX[hairColour]}"`);
  });

  it('draws each hair style differently', () => {
    const drawn = HAIR_STYLES.map((hairStyle) => portrait({ hairStyle }));
    expect(new Set(drawn).size).toBe(HAIR_STYLES.length);
  });

  it('covers the hair with a headscarf: no hair colour shows', () => {
    const hair = HAIR_HEX[BASE.hairColour];
    expect(portrait({ hairStyle: 'short' })).toContain(hair);
    const covered = portrait({ hairStyle: 'covered' });
    expect(covered).not.toContain(hair);
    expect(covered).toContain('fill-rule="evenodd"');
  });

  it('draws a bald child with a smooth head, no hair at all', () => {
    expect(portrait({ hairStyle: 'bald' })).not.toContain(HAIR_HEX[BASE.hairColour]);
  });

  it('draws braids as plaits on both sides', () => {
    const hair = HAIR_HEX[BASE.hairColour];
    expect(
      fills(portrait({ hairStyle: 'braids' }), hair) - fills(portrait({ hairStyle: 'long' }), hair),
    ).toBeGreaterThanOrEqual(8);
  });

  it.each(EYE_COLOURS)('draws %s eyes as a coloured iris on each eye', (eyes) => {
    expect(fills(portrait({ eyes }), IRIS[eyes])).toBe(2);
  });

  it('draws glasses only when chosen', () => {
    const rims = (svg: string) => svg.match(/<circle [^>]*fill-opacity="0.2" stroke=/g)?.length ?? 0;
    expect(rims(portrait({ glasses: true }))).toBe(2);
    expect(rims(portrait({ glasses: false }))).toBe(0);
  });

  it('draws freckles on both cheeks only when chosen', () => {
    for (const skin of SKIN_TONES) {
      expect(fills(portrait({ skin, freckles: true }), FRECKLE_COLOURS[skin])).toBe(6);
      expect(portrait({ skin, freckles: false })).not.toContain(FRECKLE_COLOURS[skin]);
    }
  });

  it('never puts a neutral child in a dress, whatever the key', () => {
    // The dress's skirt hem is the only white stroke of width 5 a person gets.
    const hem = 'stroke-width="5"';
    const girls = Array.from({ length: 30 }, (_, i) => characterPortraitSvg(child({}, `girl-${i}`)));
    expect(girls.some((svg) => svg.includes(hem))).toBe(true);
    for (let i = 0; i < 30; i++)
      expect(characterPortraitSvg(child({ presentation: 'neutral' }, `n-${i}`))).not.toContain(hem);
  });

  it('keeps the spec presets working as looks', () => {
    for (const preset of AVATAR_APPEARANCES) {
      const look = presetPerson(preset, 'boy');
      const svg = characterPortraitSvg({ ...child(), look });
      expect(svg).toContain(SKIN_HEX[look.skin].skin);
      expect(svg).toContain(HAIR_HEX[look.hairColour]);
    }
  });

  it.each(['dog', 'cat'] as const)('draws a %s in each chosen coat', (species) => {
    const pets = PET_COATS.map((coat) =>
      characterPortraitSvg({ name: 'Rex', relationship: 'pet', gender: 'unknown', look: { species, coat } }),
    );
    PET_COATS.forEach((coat, i) => expect(pets[i]).toContain(`fill="${PET_COAT_BY_NAME[coat].coat}"`));
    expect(new Set(pets).size).toBe(PET_COATS.length);
    // Cats have pink inner ears; dogs never do.
    for (const svg of pets) expect(svg.includes('#F4A6B5')).toBe(species === 'cat');
  });

  it('draws a character without a look from its book, as scenes do', () => {
    const plain: SceneCharacter = { name: 'Mia', relationship: 'main', gender: 'girl' };
    const svg = characterPortraitSvg(plain, { appearanceValue: 'dark_black', bookId: 'b1' });
    expect(svg).toContain(SKIN_HEX.dark.skin);
  });
});
