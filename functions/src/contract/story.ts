import { z } from 'zod';
import { LANGUAGES, type Language } from './languages.js';
import { sentence } from './common.js';

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
const isLanguage = (v: unknown): v is Language => (LANGUAGES as readonly unknown[]).includes(v);
/** A create body's language field: absent, or one of the six, else a 400 with its own code. */
const languageField = (field: string, noneWhenEmpty = false) =>
  z
    .unknown()
    .transform((v) => (noneWhenEmpty && (v === '' || v === null) ? undefined : v))
    .refine(
      (v) => v === undefined || isLanguage(v),
      sentence(`${field} must be one of ${LANGUAGES.join(', ')}`, 400, 'unsupported_language'),
    )
    .transform((v) => v as Language | undefined)
    .meta({ type: 'string', enum: [...LANGUAGES] });
/** The create bodies' `language`: absent means the default. */
export const storyLanguage = languageField('language')
  .optional()
  .transform((v): Language => v ?? DEFAULT_LANGUAGE);
/**
 * The create bodies' `secondLanguage` (issue 45): a bilingual book's second text, in another of
 * the six; absent (or empty, as a form sends it) means none, decided here once.
 */
export const storySecondLanguage = languageField('secondLanguage', true).optional();
/** What a parent reads when both languages of a bilingual book are the same. */
export const SAME_SECOND_LANGUAGE = 'secondLanguage must be another language than language';
