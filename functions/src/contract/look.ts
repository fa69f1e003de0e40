import { z } from 'zod';
import { AVATAR_APPEARANCES } from './story.js';

/**
 * How a character looks (issue 27): the avatar builder's traits, which both illustrators draw,
 * or one of the spec's four appearance values as a preset. A person's look and a pet's differ.
 */
export const SKIN_TONES = ['fair', 'light', 'warm', 'medium', 'brown', 'dark'] as const;
export const HAIR_COLOURS = [
  'blond',
  'golden',
  'auburn',
  'brown',
  'darkBrown',
  'black',
  'grey',
  'white',
] as const;
export const HAIR_STYLES = [
  'short',
  'long',
  'curls',
  'braids',
  'ponytail',
  'bun',
  'covered',
  'bald',
] as const;
export const EYE_COLOURS = ['brown', 'hazel', 'green', 'blue', 'grey'] as const;
/** A child (or grown-up) drawn as a girl, a boy, or neither. */
export const PRESENTATIONS = ['girl', 'boy', 'neutral'] as const;
export const PET_SPECIES = ['dog', 'cat'] as const;
export const PET_COATS = ['golden', 'cream', 'chocolate', 'grey', 'white', 'ginger'] as const;

export type SkinTone = (typeof SKIN_TONES)[number];
export type HairColour = (typeof HAIR_COLOURS)[number];
export type HairStyle = (typeof HAIR_STYLES)[number];
export type EyeColour = (typeof EYE_COLOURS)[number];
export type Presentation = (typeof PRESENTATIONS)[number];

const oneOf = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` });

/** A person built in the avatar builder. */
export const personLook = z.strictObject({
  skin: oneOf(SKIN_TONES, 'look.skin'),
  hairColour: oneOf(HAIR_COLOURS, 'look.hairColour'),
  hairStyle: oneOf(HAIR_STYLES, 'look.hairStyle'),
  eyes: oneOf(EYE_COLOURS, 'look.eyes'),
  glasses: z.boolean({ error: 'look.glasses must be true or false' }),
  freckles: z.boolean({ error: 'look.freckles must be true or false' }),
  presentation: oneOf(PRESENTATIONS, 'look.presentation'),
});
export type PersonLook = z.infer<typeof personLook>;

/** A pet: its kind and its coat. */
export const petLook = z.strictObject({
  species: oneOf(PET_SPECIES, 'look.species'),
  coat: oneOf(PET_COATS, 'look.coat'),
});
export type PetLook = z.infer<typeof petLook>;

/** One of the spec's four appearance values, always accepted where a look is. */
export const presetLook = z.strictObject({ preset: oneOf(AVATAR_APPEARANCES, 'look.preset') });
export type PresetLook = z.infer<typeof presetLook>;

export const look = z.union([presetLook, personLook, petLook], {
  error:
    'look must be { preset }, a person (skin, hairColour, hairStyle, eyes, glasses, freckles, presentation) or a pet (species, coat)',
});
export type Look = z.infer<typeof look>;

/** The traits a preset stands for (skin and hair of the spec's appearance values). */
export const PRESET_TRAITS: Record<PresetLook['preset'], Pick<PersonLook, 'skin' | 'hairColour'>> = {
  fair_blond: { skin: 'fair', hairColour: 'blond' },
  medium_brown: { skin: 'medium', hairColour: 'brown' },
  dark_black: { skin: 'dark', hairColour: 'black' },
  warm_black: { skin: 'warm', hairColour: 'black' },
};

/**
 * A preset as a whole person: the preset's skin and hair, and plain defaults for the rest
 * (the child's presentation from the Avatar form's gender).
 */
export function presetPerson(preset: PresetLook['preset'], presentation: Presentation): PersonLook {
  return {
    ...PRESET_TRAITS[preset],
    hairStyle: presentation === 'girl' ? 'long' : 'short',
    eyes: 'brown',
    glasses: false,
    freckles: false,
    presentation,
  };
}
