import type { AgeGroup, AvatarAppearance, Gender, Relationship } from './constants';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const moralLabel = (value: string) => capitalize(value);
export const relationshipLabel = (value: Relationship) => capitalize(value);
export const genderLabel = (value: Gender) => capitalize(value);

export const AGE_GROUP_LABELS: Record<AgeGroup, string> = {
  '2-4years': '2-4 years (shorter, simpler text)',
  '5-7years': '5-7 years (more detailed text)',
};

/**
 * The Avatar looks (spec part 2 §3 'Appearance values') with names for people and screen readers.
 * The swatch colours are illustration colours (skin and hair), not UI colours, so they live here.
 */
export const APPEARANCES: Record<AvatarAppearance, { label: string; skin: string; hair: string }> = {
  fair_blond: { label: 'Fair skin, blond hair', skin: '#F6D7BF', hair: '#E8C15A' },
  medium_brown: { label: 'Medium skin, brown hair', skin: '#D9A47A', hair: '#6B4226' },
  dark_black: { label: 'Dark skin, black hair', skin: '#7A4B2E', hair: '#1E1A18' },
  warm_black: { label: 'Warm skin, black hair', skin: '#B97A50', hair: '#231C19' },
};
