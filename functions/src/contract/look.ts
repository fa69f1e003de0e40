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

const SKIN_WORDS: Record<SkinTone, string> = {
  fair: 'fair skin',
  light: 'light skin',
  warm: 'warm tan skin',
  medium: 'light brown skin',
  brown: 'brown skin',
  dark: 'deep brown skin',
};

const HAIR_COLOUR_WORDS: Record<HairColour, string> = {
  blond: 'blond',
  golden: 'golden blond',
  auburn: 'auburn',
  brown: 'brown',
  darkBrown: 'dark brown',
  black: 'black',
  grey: 'grey',
  white: 'white',
};

const HAIR_WORDS: Record<HairStyle, (colour: string) => string> = {
  short: (c) => `short ${c} hair`,
  long: (c) => `long ${c} hair`,
  curls: (c) => `curly ${c} hair`,
  braids: (c) => `${c} hair in braids`,
  ponytail: (c) => `${c} hair in a ponytail`,
  bun: (c) => `${c} hair in a bun`,
  // The scarf hides the hair: its colour would only confuse an image model.
  covered: () => 'a headscarf covering the hair',
  bald: () => 'a bald head',
};

const COAT_WORDS: Record<PetLook['coat'], string> = {
  golden: 'golden',
  cream: 'cream',
  chocolate: 'chocolate-brown',
  grey: 'grey',
  white: 'white',
  ginger: 'ginger',
};

/** Who a person's look shows, as a child: the default subject of `describeLook`. */
export const PRESENTATION_WORDS: Record<Presentation, string> = {
  girl: 'a girl',
  boy: 'a boy',
  neutral: 'a child (neither girl nor boy)',
};

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * A look as a short English phrase for image prompts and alt text, e.g. "a child (neither
 * girl nor boy) with light skin, curly auburn hair, green eyes, round glasses and freckles".
 * `who` replaces the subject ("a girl", "a dog"), e.g. "a woman" for a grown-up. Every word
 * comes from the tables above (the look is enum values), so nothing needs escaping.
 */
export function describeLook(look: PersonLook | PetLook, who?: string): string {
  if ('species' in look) return `${who ?? `a ${look.species}`} with a ${COAT_WORDS[look.coat]} coat`;
  const traits = [
    SKIN_WORDS[look.skin],
    HAIR_WORDS[look.hairStyle](HAIR_COLOUR_WORDS[look.hairColour]),
    `${look.eyes} eyes`,
  ];
  if (look.glasses) traits.push('round glasses');
  if (look.freckles) traits.push('freckles');
  return `${who ?? PRESENTATION_WORDS[look.presentation]} with ${listWords(traits)}`;
}
