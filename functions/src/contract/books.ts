import { z } from 'zod';
import {
  AVATAR_APPEARANCES,
  AVATAR_GENDERS,
  ageGroup,
  gender,
  moralValue,
  PAGES_PER_BOOK,
  relationship,
} from './story.js';

/** bookId: the millisecond timestamp of creation, as a string of digits (CONTRACT.md). */
export const bookId = z
  .string({ error: 'bookId is required' })
  .trim()
  .regex(/^\d{10,16}$/, 'bookId must be a book id');
export const bookIdRequest = z.object({ bookId });

/** Image ids: '{bookId}_{n}' originals (n = 1..10), '{bookId}_{n}_{variant}' redos. */
export const imageId = z
  .string({ error: 'bookId is required' })
  .trim()
  .regex(/^\d{10,16}_(10|[1-9])(_\d{1,3})?$/, "bookId must look like '{bookId}_{n}' with n from 1 to 10");
export const imageOutputRequest = z.object({ bookId: imageId });

export const MAX_CHARACTERS = 6;
export const MAX_PHOTO_BYTES = 5_242_880;
export const MAX_NAME_LENGTH = 40;
export const MAX_DESCRIPTION_LENGTH = 500;

const text = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .optional()
    .transform((v) => v ?? '');

/** POST /user/create for Avatar Stories (JSON). */
export const createAvatarRequest = z.object({
  storyType: z.literal('Enhanced'),
  gender: z.enum(AVATAR_GENDERS, { error: 'gender must be girl or boy' }),
  mainChrName: text(MAX_NAME_LENGTH, 'mainChrName'),
  description: text(MAX_DESCRIPTION_LENGTH, 'description'),
  moralValue: moralValue.optional().transform((v) => v ?? ''),
  appearanceValue: z.enum(AVATAR_APPEARANCES, {
    error: 'appearanceValue is not one of the avatar appearances',
  }),
  readerAgeGroup: ageGroup.optional().transform((v) => v ?? '2-4years'),
});
export type CreateAvatarRequest = z.infer<typeof createAvatarRequest>;

/**
 * POST /user/create for Photo Stories (multipart/form-data): these text fields, plus per
 * character `character_{i}_data` (JSON of photoCharacterData) and `character_{i}_photo` (file).
 */
export const createPhotoFields = z.object({
  storyType: z.literal('Essential'),
  mainChrName: text(MAX_NAME_LENGTH, 'mainChrName'),
  description: text(MAX_DESCRIPTION_LENGTH, 'description'),
  moralValue: moralValue.optional().transform((v) => v ?? ''),
  readerAgeGroup: ageGroup.optional().transform((v) => v ?? '2-4years'),
  gender: gender.optional().transform((v) => v ?? 'unknown'),
  appearanceValue: z.literal('photo_based').optional(),
});
export const photoCharacterData = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  name: z
    .string()
    .trim()
    .max(MAX_NAME_LENGTH, `character names must be at most ${MAX_NAME_LENGTH} characters`)
    .default(''),
  relationship: relationship.default('other'),
  gender: gender.default('unknown'),
});
export type PhotoCharacterData = z.infer<typeof photoCharacterData>;

export const createResponse = z.object({ bookId: z.string() });

/** POST /user/enhancedTextOutput -> 404 {error:'not ready'} until ready. */
export const enhancedTextOutputResponse = z.object({ bookId: z.string(), story: z.string() });

/** POST /user/saveStory and /user/saveEssentialStory. Validated by the service for the spec's messages. */
export const saveStoryRequest = z.object({
  bookId,
  storyTitle: z.unknown().optional(),
  paragraphs: z.unknown().optional(),
});
export const saveStoryResponse = z.object({
  storyTitle: z.string(),
  bookId: z.string(),
  formattedStory: z.string(),
});
export type SaveStoryResponse = z.infer<typeof saveStoryResponse>;

export const checkStoryTypeResponse = z.object({ storyType: z.enum(['Essential', 'Enhanced']) });

/**
 * POST /user/getlegends: [0] bookId, [1] title, [2] story type, [3] the 10 image descriptions,
 * [4] [redosUsed], [5] 'Name:number' list, [6] formatted story, [7] the 10 current image ids.
 */
export const legendsResponse = z.tuple([
  z.string(),
  z.string(),
  z.enum(['Essential', 'Enhanced']),
  z.array(z.string()).length(PAGES_PER_BOOK),
  z.tuple([z.number().int()]),
  z.array(z.string()),
  z.string(),
  z.array(z.string()).length(PAGES_PER_BOOK),
]);
export type LegendsResponse = z.infer<typeof legendsResponse>;
