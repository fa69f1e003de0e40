import { i18n } from '../../i18n';
import type { AgeGroup, AvatarAppearance, Gender, MoralValue, Relationship } from './constants';

/** The choices' names in the page's language (read while rendering, so a switch re-reads them). */
export const moralLabel = (value: Exclude<MoralValue, ''>) => i18n._(`create.moral.${value}`);
export const relationshipLabel = (value: Relationship) => i18n._(`create.relationship.${value}`);
export const genderLabel = (value: Gender) => i18n._(`create.gender.${value}`);
export const ageGroupLabel = (value: AgeGroup) => i18n._(`create.ageGroup.${value}`);
/** A story language named in the page's language ('Spanish' / 'Español' / 'Spanisch'). */
export { languageName as languageLabel } from '../../lib/storyDraft';

/**
 * The Avatar looks (spec part 2 §3 'Appearance values') with names for people and screen readers.
 * The swatch colours are illustration colours (skin and hair), not UI colours, so they live here.
 */
export const APPEARANCES: Record<AvatarAppearance, { skin: string; hair: string }> = {
  fair_blond: { skin: '#F6D7BF', hair: '#E8C15A' },
  medium_brown: { skin: '#D9A47A', hair: '#6B4226' },
  dark_black: { skin: '#7A4B2E', hair: '#1E1A18' },
  warm_black: { skin: '#B97A50', hair: '#231C19' },
};
export const appearanceLabel = (value: AvatarAppearance) => i18n._(`create.appearance.${value}`);
