import { z } from 'zod';
import { MAX_CHARACTERS, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from './books.js';
import { ageGroup, moralValue, storyLanguage, storySecondLanguage } from './story.js';
import { look } from './look.js';
import { artStyleField } from './artStyle.js';
import { optionalDedication } from './dedication.js';

/**
 * Saved characters (issue 27): a parent's cast, kept once and picked at create. A character has
 * photos (Photo Stories), a look (Avatar Stories), or both.
 */
export const CHARACTER_ROLES = ['child', 'sibling', 'parent', 'grandparent', 'friend', 'pet'] as const;
export const PRONOUNS = ['she', 'he', 'they'] as const;
export type CharacterRole = (typeof CHARACTER_ROLES)[number];
/** Who can lead a story: the books are about children (a parent or a pet joins them). */
export const HERO_ROLES: readonly CharacterRole[] = ['child', 'sibling', 'friend'];
export type Pronouns = (typeof PRONOUNS)[number];

export const MAX_SAVED_CHARACTERS = 12;
export const MAX_CHARACTER_PHOTOS = 3;

/** Saved character ids: 'ch_' and 24 hex digits. */
export const characterId = z
  .string({ error: 'id is required' })
  .trim()
  .regex(/^ch_[0-9a-f]{24}$/, 'id must be a character id');

export const CHARACTER_MESSAGES = {
  tooMany: `You can save up to ${MAX_SAVED_CHARACTERS} characters. Delete one to add another.`,
  tooManyPhotos: `A character can have up to ${MAX_CHARACTER_PHOTOS} photos.`,
  photoOrLook: 'Please add a photo or build a look for this character.',
  petLook: 'A pet’s look is a species and a coat (or leave the look out and add a photo).',
  personLook: 'Only a pet can have a pet’s look.',
  notFound: 'Character not found',
  heroChild: 'The hero of a story is a child: please put a child, sibling or friend first.',
  secondHero:
    'A story with two heroes needs two children first: please put a second child, sibling or friend second.',
} as const;

/** POST /user/characters/save (JSON, or multipart with these as fields and photo_1..photo_3). */
export const saveCharacterRequest = z.object({
  id: characterId.optional(),
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(MAX_NAME_LENGTH, `name must be at most ${MAX_NAME_LENGTH} characters`),
  role: z.enum(CHARACTER_ROLES, { error: `role must be one of: ${CHARACTER_ROLES.join(', ')}` }),
  pronouns: z.enum(PRONOUNS, { error: `pronouns must be one of: ${PRONOUNS.join(', ')}` }),
  look: look.nullish(),
});
export type SaveCharacterRequest = z.infer<typeof saveCharacterRequest>;

export const characterIdRequest = z.object({ id: characterId });
/** POST /user/characters/photo: one of the character's photos (1-based). */
export const characterPhotoRequest = z.object({
  id: characterId,
  photo: z.coerce
    .number({ error: 'photo must be a photo number' })
    .int('photo must be a photo number')
    .min(1, 'photo must be a photo number')
    .max(MAX_CHARACTER_PHOTOS, 'photo must be a photo number'),
});

/** POST /user/characters/save -> the character's id (a new one's, or the one changed). */
export const saveCharacterResponse = z.object({ id: z.string() });

/** One row of POST /user/characters/list. */
export const characterRow = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(CHARACTER_ROLES),
  pronouns: z.enum(PRONOUNS),
  look: look.nullable(),
  photoCount: z.number().int(),
  /** Whether an approved character sheet is kept for the next books. */
  sheet: z.boolean(),
});
export type CharacterRow = z.infer<typeof characterRow>;
export const listCharactersResponse = z.array(characterRow);

/**
 * POST /user/create from saved characters (JSON): the first id is the hero, and with
 * `twoHeroes` the second one too (twins, siblings, best friends: both in the title and on most
 * pages). Photo Stories ('Essential') use each character's photo, Avatar Stories ('Enhanced')
 * each one's look.
 */
export const createFromCharactersRequest = z.object({
  storyType: z.enum(['Essential', 'Enhanced'], { error: 'storyType must be Essential or Enhanced' }),
  characterIds: z
    .array(characterId, { error: 'characterIds must be a list of character ids' })
    .min(1, 'characterIds must name at least one character')
    .max(MAX_CHARACTERS, `characterIds can name up to ${MAX_CHARACTERS} characters`)
    .refine((ids) => new Set(ids).size === ids.length, 'characterIds must not repeat a character'),
  description: z
    .string()
    .trim()
    .max(MAX_DESCRIPTION_LENGTH, `description must be at most ${MAX_DESCRIPTION_LENGTH} characters`)
    .optional()
    .transform((v) => v ?? ''),
  moralValue: moralValue.optional().transform((v) => v ?? ''),
  readerAgeGroup: ageGroup.optional().transform((v) => v ?? '2-4years'),
  twoHeroes: z.boolean({ error: 'twoHeroes must be true or false' }).optional().default(false),
  language: storyLanguage,
  /** A bilingual book's second language (issue 45); absent: one language. */
  secondLanguage: storySecondLanguage,
  artStyle: artStyleField,
  dedication: optionalDedication,
});
export type CreateFromCharactersRequest = z.infer<typeof createFromCharactersRequest>;
