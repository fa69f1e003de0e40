import { z } from 'zod';
import {
  AVATAR_APPEARANCES,
  AVATAR_GENDERS,
  ageGroup,
  gender,
  language,
  storyLanguage,
  storySecondLanguage,
  moralValue,
  PAGES_PER_BOOK,
  relationship,
} from './story.js';
import { sentence } from './common.js';
import { artStyleField } from './artStyle.js';
import { optionalDedication } from './dedication.js';

/** bookId: the millisecond timestamp of creation, as a string of digits (CONTRACT.md). */
export const bookId = z
  .string({ error: 'bookId is required' })
  .trim()
  .regex(/^\d{10,16}$/, 'bookId must be a book id');
export const bookIdRequest = z.object({ bookId });

/** An image id read into its parts: page 1..10, variant 0 for the original, n for the n-th redo. */
export interface ImageRef {
  imageId: string;
  bookId: string;
  page: number;
  variant: number;
}

/** Image ids: '{bookId}_{n}' originals (n = 1..10), '{bookId}_{n}_{variant}' redos. */
const IMAGE_ID = /^(\d{10,16})_(10|[1-9])(?:_(\d{1,3}))?$/;
export const imageId = z
  .string({ error: 'bookId is required' })
  .trim()
  .regex(IMAGE_ID, "bookId must look like '{bookId}_{n}' with n from 1 to 10")
  .transform((id): ImageRef => {
    const [, book = '', page = '0', variant = '0'] = IMAGE_ID.exec(id) ?? [];
    return { imageId: id, bookId: book, page: Number(page), variant: Number(variant) };
  });
export const imageOutputRequest = z.object({ bookId: imageId });

export const MAX_CHARACTERS = 6;
export const MAX_PHOTO_BYTES = 5_242_880;
/**
 * A photo's width x height, read from its header before anything decodes it (a one-colour
 * 16000 x 16000 PNG is under 1 MB of bytes but 1 GB once decoded). 40 MP is more than any phone
 * camera's photo (12-24 MP; 48 MP only in a "ProRAW"/full-resolution mode).
 */
export const MAX_PHOTO_PIXELS = 40_000_000;
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
  language: storyLanguage,
  /** A bilingual book's second language (issue 45); absent: one language. */
  secondLanguage: storySecondLanguage,
  artStyle: artStyleField,
  /** Optional (issue 29): the dedication line, at most 140 characters, moderated like the rest. */
  dedication: optionalDedication,
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
  language: storyLanguage,
  /** A bilingual book's second language (issue 45); absent: one language. */
  secondLanguage: storySecondLanguage,
  artStyle: artStyleField,
  dedication: optionalDedication,
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

export const MAX_TITLE_LENGTH = 120;
export const MAX_PARAGRAPH_LENGTH = 2000;

/** The save errors of spec part 2 §8: the client maps them by status and by these words. */
export const SAVE_MESSAGES = {
  title: 'Please provide a story title.',
  titleLength: `The story title must be at most ${MAX_TITLE_LENGTH} characters.`,
  count: `Your story must contain exactly ${PAGES_PER_BOOK} paragraphs.`,
  empty: 'Please ensure all story paragraphs have content.',
  paragraphLength: `Each paragraph must be at most ${MAX_PARAGRAPH_LENGTH} characters.`,
  noCredit: 'There is no credit left on your account. Please purchase more credits to save your story.',
} as const;

/** Text as typed, trimmed; anything else reads as empty so the spec's own message answers. */
const typedText = z.unknown().transform((v) => (typeof v === 'string' ? v.trim() : ''));

/** The 10 paragraphs as typed; a wrong count answers `countStatus` (403 at save, as the spec says). */
export const tenParagraphs = (countStatus: number) =>
  z
    .unknown()
    .refine(
      (v) => Array.isArray(v) && v.length === PAGES_PER_BOOK,
      sentence(SAVE_MESSAGES.count, countStatus),
    )
    .transform((v) => (v as unknown[]).map((p) => (typeof p === 'string' ? p.trim() : '')))
    .refine((paragraphs) => paragraphs.every(Boolean), sentence(SAVE_MESSAGES.empty))
    .refine(
      (paragraphs) => paragraphs.every((p) => p.length <= MAX_PARAGRAPH_LENGTH),
      sentence(SAVE_MESSAGES.paragraphLength),
    );

/** POST /user/saveStory and /user/saveEssentialStory: the title and the 10 paragraphs as edited. */
export const saveStoryRequest = z.object({
  bookId,
  storyTitle: typedText
    .refine((title) => title.length > 0, sentence(SAVE_MESSAGES.title))
    .refine((title) => title.length <= MAX_TITLE_LENGTH, sentence(SAVE_MESSAGES.titleLength)),
  paragraphs: tenParagraphs(403),
  /**
   * A bilingual book's second text as edited (issue 45): its title and 10 paragraphs, checked as
   * the first; absent: the storyteller's second text as written.
   */
  secondTitle: typedText
    .refine((title) => title.length > 0, sentence(SAVE_MESSAGES.title))
    .refine((title) => title.length <= MAX_TITLE_LENGTH, sentence(SAVE_MESSAGES.titleLength))
    .optional(),
  secondParagraphs: tenParagraphs(403).optional(),
  /** Show the book's cast sheet for approval before its pages are drawn (issue 27). */
  reviewCast: z.boolean({ error: 'reviewCast must be true or false' }).optional(),
});
export type SaveStoryRequest = z.infer<typeof saveStoryRequest>;
/**
 * Issue 46: where a book's pictures are in the drawing line, honestly: drawings of other books
 * before its first, its own still to draw, and the seconds until the last is likely drawn with
 * the words to show ('about 2 minutes'). Answered by save and beside imageOutput's 404 'not ready'.
 */
export const pictureWait = z.object({
  ahead: z.number().int().min(0),
  mine: z.number().int().min(0),
  seconds: z.number().int().min(0),
  label: z.string(),
});
export type PictureWait = z.infer<typeof pictureWait>;
/** imageOutput's 404 while the picture is still to draw. */
export const imageNotReadyAnswer = z.object({ error: z.string(), wait: pictureWait.optional() });

export const saveStoryResponse = z.object({
  storyTitle: z.string(),
  bookId: z.string(),
  formattedStory: z.string(),
  /** How long the pictures will take (issue 46); absent when the book was saved already. */
  pictureWait: pictureWait.optional(),
});
export type SaveStoryResponse = z.infer<typeof saveStoryResponse>;

export const checkStoryTypeResponse = z.object({ storyType: z.enum(['Essential', 'Enhanced']) });

/**
 * Why the page check was unsure of a drawing, as a stable code (issue 45) the web words in the
 * parent's language; `name` is the character a reason is about, `score` the check's overall
 * score (0-100) of a weak picture. A code is never renamed or reused for another meaning.
 */
export const UNSURE_REASON_CODES = [
  'character_missing',
  'character_unlike_sheet',
  'text_in_picture',
  'anatomy_wrong',
  'action_not_shown',
  'not_for_children',
  'weak_overall',
  'not_checked',
] as const;
export type UnsureReasonCode = (typeof UNSURE_REASON_CODES)[number];
export const unsureReason = z.object({
  code: z.enum(UNSURE_REASON_CODES),
  name: z.string().optional(),
  score: z.number().int().optional(),
});
export type UnsureReason = z.infer<typeof unsureReason>;

/**
 * A drawing the page check was unsure of (issue 32): the editors show its reasons by the redo
 * button. `reasons` are English sentences (the model's details included), kept for logs and
 * records older than the codes; `codes`, one per reason in the same order, are what the web
 * words in the parent's language (absent on drawings checked before issue 45).
 */
export const unsurePicture = z.object({
  imageId: z.string(),
  reasons: z.array(z.string()),
  codes: z.array(unsureReason).optional(),
});
export type UnsurePicture = z.infer<typeof unsurePicture>;
/** What the editors say next to such a picture. */
export const UNSURE_PICTURE_MESSAGE = 'We were not sure about this picture';

/** A bilingual book's second text (issue 45): its language, title and paragraphs, page by page. */
export const bilingualText = z.object({
  secondLanguage: language,
  secondTitle: z.string(),
  secondParagraphs: z.array(z.string()).length(PAGES_PER_BOOK),
});
export type BilingualText = z.infer<typeof bilingualText>;

/**
 * POST /user/enhancedTextOutput -> 404 {error:'not ready'} until ready; a bilingual book's
 * second text as written comes beside the first, for the create page to show and edit (issue 45).
 */
export const enhancedTextOutputResponse = z.object({
  bookId: z.string(),
  story: z.string(),
  second: bilingualText.optional(),
});
export type EnhancedTextOutputResponse = z.infer<typeof enhancedTextOutputResponse>;

/**
 * POST /user/getlegends: [0] bookId, [1] title, [2] story type, [3] the 10 image descriptions,
 * [4] [redosUsed], [5] 'Name:number' list, [6] formatted story, [7] the 10 current image ids,
 * and [8], only when there are any, the drawings (originals or redos) the page check was unsure of
 * ([] when only [9] follows); [9] a bilingual book's second text (issue 45).
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
  z.array(unsurePicture).optional(),
  bilingualText.optional(),
]);
export type LegendsResponse = z.infer<typeof legendsResponse>;
