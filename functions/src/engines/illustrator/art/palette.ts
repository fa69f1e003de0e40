import type { EyeColour, HairColour, PetLook, SkinTone as SkinToneName } from '../../../contract/look.js';
import type { AppearanceValue } from '../../../contract/story.js';

import { BRAND } from '../../../shared/brand.js';

export { BRAND };

/** Natural tones used alongside the brand colours. */
export const NATURE = {
  grass: '#7CC47F',
  grassLight: '#A5D98B',
  grassDark: '#4E9A5E',
  sand: '#F3D9A4',
  sandDark: '#E2BD7E',
  sea: '#4FB3E0',
  seaDeep: '#2E86C1',
  wood: '#B7794A',
  woodDark: '#8A5634',
  snow: '#F4F8FC',
  snowShade: '#D6E4F0',
  stone: '#B9B2C8',
  cloud: '#FFFFFF',
  sun: '#FFD36E',
  moon: '#FFF4CC',
  barn: '#D9534F',
  brick: '#D98A6A',
} as const;

export interface SkinTone {
  skin: string;
  /** Ears, nose and shading. */
  shade: string;
}

export const SKIN_TONES = {
  fair: { skin: '#FBDCC6', shade: '#EDB99A' },
  light: { skin: '#F4C9A2', shade: '#E0A87C' },
  warm: { skin: '#E3A977', shade: '#C9895A' },
  medium: { skin: '#C98B5E', shade: '#AD7046' },
  brown: { skin: '#9A6340', shade: '#7F4E31' },
  dark: { skin: '#6E4429', shade: '#56331E' },
} as const satisfies Record<SkinToneName, SkinTone>;
export type SkinKey = keyof typeof SKIN_TONES;
export const SKIN_KEYS = Object.keys(SKIN_TONES) as SkinKey[];

export const HAIR_COLOURS = {
  blond: '#F2C45A',
  golden: '#E0A340',
  auburn: '#B5542C',
  brown: '#7A4A2A',
  darkBrown: '#4A2C1A',
  black: '#2A211C',
  grey: '#B9B9C0',
  white: '#ECECF0',
} as const satisfies Record<HairColour, string>;
export type HairColourKey = keyof typeof HAIR_COLOURS;

/** Avatar appearance values -> skin tone and hair colour of the main character (and family). */
export const APPEARANCE: Record<
  Exclude<AppearanceValue, 'photo_based'>,
  { skin: SkinKey; hair: HairColourKey }
> = {
  fair_blond: { skin: 'fair', hair: 'blond' },
  medium_brown: { skin: 'medium', hair: 'brown' },
  dark_black: { skin: 'dark', hair: 'black' },
  warm_black: { skin: 'warm', hair: 'black' },
};

/** Clothes: the brand colours first, then friendly naturals. */
export const OUTFIT_COLOURS = [
  BRAND.berry,
  BRAND.sunrise,
  BRAND.sprout,
  '#5AA9E6',
  '#8E6CCF',
  '#2EB5A5',
  '#F27A3A',
  '#3D5A99',
] as const;
export const BOTTOM_COLOURS = [
  '#3D5A80',
  '#4A4E69',
  BRAND.leaf,
  '#6B4F3A',
  '#2F6690',
  '#7A5C99',
  '#5C6B73',
] as const;
export const SHOE_COLOURS = ['#C0392B', BRAND.ink, '#6B4F3A', '#2F6690', BRAND.berry, '#F28C38'] as const;

export const PET_COATS = [
  { coat: '#E8B878', patch: '#B97A44' },
  { coat: '#F4E3C8', patch: '#C9A27A' },
  { coat: '#8A5A3B', patch: '#5E3B25' },
  { coat: '#5B5B66', patch: '#3A3A44' },
  { coat: '#F2F0EC', patch: '#B0A89E' },
  { coat: '#F2A65A', patch: '#D9803A' },
] as const;

/** The avatar builder's coat names -> the coats above (same order: the builder names them). */
export const PET_COAT_BY_NAME: Record<PetLook['coat'], (typeof PET_COATS)[number]> = {
  golden: PET_COATS[0],
  cream: PET_COATS[1],
  chocolate: PET_COATS[2],
  grey: PET_COATS[3],
  white: PET_COATS[4],
  ginger: PET_COATS[5],
};

/** Iris colours of the avatar builder's eye colours (drawn only when a look chooses them). */
export const EYE_COLOURS: Record<EyeColour, string> = {
  brown: '#6B3E1F',
  hazel: '#9A7434',
  green: '#3E9A58',
  blue: '#3C87D0',
  grey: '#8C97A3',
};

/** Headscarves (the `covered` hair style): soft colours that stand apart from the hair. */
export const SCARF_COLOURS = ['#E5527A', '#8E6CCF', '#2EB5A5', '#5AA9E6', '#F2A65A', '#3FA66B'] as const;

/** Freckles: a brown darker than each skin tone, so they show on every one. */
export const FRECKLE_COLOURS: Record<SkinToneName, string> = {
  fair: '#B9794F',
  light: '#A86A42',
  warm: '#8E5430',
  medium: '#6E3F22',
  brown: '#4E2C17',
  dark: '#3A2010',
};
