// The enumerations and limits of spec part 2 §3 and §9, from the API contract (one source of truth).
export {
  AGE_GROUPS,
  AVATAR_APPEARANCES,
  LANGUAGES,
  LANGUAGE_NAMES,
  AVATAR_GENDERS,
  GENDERS,
  MORAL_VALUES,
  PAGES_PER_BOOK,
  RELATIONSHIPS,
} from '@contract/story';
export type { AgeGroup, Gender, Language, MoralValue, Relationship } from '@contract/story';
export { ART_STYLES, DEFAULT_ART_STYLE, type ArtStyle } from '@contract/artStyle';
export {
  MAX_CHARACTERS,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PARAGRAPH_LENGTH,
  MAX_TITLE_LENGTH,
  MAX_PHOTO_BYTES,
} from '@contract/books';
export type { CreateAvatarRequest, PhotoCharacterData, SaveStoryResponse } from '@contract/books';

/** The Avatar appearance choices; `AVATAR_APPEARANCES` from the contract in a friendlier shape. */
export type AvatarAppearance = 'fair_blond' | 'medium_brown' | 'dark_black' | 'warm_black';

/** Which creation page: Photo Stories (Essential) or Avatar Stories (Enhanced). */
export type StoryKind = 'Essential' | 'Enhanced';
