import { z } from 'zod';
import { LANGUAGES, type Language } from './languages.js';

/** The enumerations of spec part 2 §3, shared by the API, the engines and the web forms. */
export const STORY_TYPES = ['Essential', 'Enhanced'] as const; // Photo Stories, Avatar Stories
export const storyType = z.enum(STORY_TYPES);
export type StoryType = z.infer<typeof storyType>;

export const GENDERS = ['girl', 'boy', 'man', 'woman', 'unknown'] as const;
export const gender = z.enum(GENDERS);
export type Gender = z.infer<typeof gender>;
/** The Avatar form offers only these. */
export const AVATAR_GENDERS = ['girl', 'boy'] as const;

export const RELATIONSHIPS = [
  'main',
  'mother',
  'father',
  'brother',
  'sister',
  'friend',
  'grandmother',
  'grandfather',
  'teacher',
  'pet',
  'other',
] as const;
export const relationship = z.enum(RELATIONSHIPS);
export type Relationship = z.infer<typeof relationship>;

export const MORAL_VALUES = [
  'courage',
  'honesty',
  'respect',
  'responsibility',
  'empathy',
  'compassion',
  'fairness',
  'gratitude',
  'cooperation',
  'generosity',
  'self-discipline',
  'perseverance',
  'humility',
  'tolerance',
  'patience',
  'kindness',
  'resilience',
  'forgiveness',
  'integrity',
] as const;
/** A moral value, or '' for none. */
export const moralValue = z.union([z.enum(MORAL_VALUES), z.literal('')]);
export type MoralValue = z.infer<typeof moralValue>;

export const AGE_GROUPS = ['2-4years', '5-7years'] as const;
export const ageGroup = z.enum(AGE_GROUPS);
export type AgeGroup = z.infer<typeof ageGroup>;

export const AVATAR_APPEARANCES = ['fair_blond', 'medium_brown', 'dark_black', 'warm_black'] as const;
export const APPEARANCE_VALUES = [...AVATAR_APPEARANCES, 'photo_based'] as const;
export const appearanceValue = z.enum(APPEARANCE_VALUES);
export type AppearanceValue = z.infer<typeof appearanceValue>;

export const PAGES_PER_BOOK = 10;

export { LANGUAGE_ENGLISH_NAMES, LANGUAGE_NAMES, LANGUAGES, type Language } from './languages.js';

export const language = z.enum(LANGUAGES, {
  error: `language must be one of ${LANGUAGES.join(', ')}`,
});
/** English, as every book before issue 28. */
export const DEFAULT_LANGUAGE: Language = 'en';
/** The create bodies' `language`: absent means the default. */
export const storyLanguage = language.optional().transform((v): Language => v ?? DEFAULT_LANGUAGE);
