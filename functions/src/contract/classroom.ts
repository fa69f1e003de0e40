import { z } from 'zod';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from './books.js';
import { personLook, presetLook } from './look.js';
import { MAX_CLASSROOM_PACKS } from './pricing.js';
import { ageGroup, moralValue } from './story.js';

/**
 * The classroom edition (issue 31, item 3): an organization's shared credit balance, and one
 * lesson made into one book per child of a class, in the background.
 */
export const MAX_CLASS_SIZE = 30;

export const CLASSROOM_MESSAGES = {
  classSize: `A class list has from 1 to ${MAX_CLASS_SIZE} children.`,
  noOrganization: 'Classes are made with an organization’s credits. Join or create one on your account page.',
  onlyAdmin: "Only your organization's administrator can buy classroom credits.",
  notEnough: (needed: number, balance: number) =>
    `This class needs ${needed} credit${needed === 1 ? '' : 's'} and your organization has ${balance}. Ask your administrator to add a Classroom Pack.`,
  classNotFound: 'Class not found',
  noReadyBooks: 'None of this class’s books is ready yet. Please wait for the first one.',
  noIdea: 'Please describe the lesson’s idea or choose a moral value.',
} as const;

/** A child of the class list: a first name and a look from the avatar builder (no photos). */
export const classChild = z.object({
  name: z
    .string({ error: 'Each child needs a first name' })
    .trim()
    .min(1, 'Each child needs a first name')
    .max(MAX_NAME_LENGTH, `A child's name must be at most ${MAX_NAME_LENGTH} characters`),
  look: z.union([presetLook, personLook], {
    error:
      "A child's look must be { preset } or a person (skin, hairColour, hairStyle, eyes, glasses, freckles, presentation)",
  }),
});
export type ClassChild = z.infer<typeof classChild>;

export const lesson = z
  .object({
    moral: moralValue.optional().transform((v) => v ?? ''),
    ageGroup,
    idea: z
      .string()
      .trim()
      .max(MAX_DESCRIPTION_LENGTH, `The idea must be at most ${MAX_DESCRIPTION_LENGTH} characters`)
      .optional()
      .transform((v) => v ?? ''),
  })
  .refine((l) => l.moral !== '' || l.idea !== '', { message: CLASSROOM_MESSAGES.noIdea });
export type Lesson = z.infer<typeof lesson>;

/** POST /user/createClass {lesson, children} -> {classId}; 402 when the balance cannot cover it. */
export const createClassRequest = z.object({
  lesson,
  children: z
    .array(classChild, { error: CLASSROOM_MESSAGES.classSize })
    .min(1, CLASSROOM_MESSAGES.classSize)
    .max(MAX_CLASS_SIZE, CLASSROOM_MESSAGES.classSize),
});
export type CreateClassRequest = z.infer<typeof createClassRequest>;
export const createClassResponse = z.object({ classId: z.string() });

export const classIdRequest = z.object({
  classId: z
    .string({ error: 'classId is required' })
    .regex(/^class_[A-Za-z0-9-]{1,64}$/, 'classId is not a class id'),
});

/**
 * A child's book: writing (the story, before the book exists), drawing (its pages), ready (every
 * page drawn), attention (a page could not be drawn: the educator redoes it in the book),
 * failed (it could not be made; its credit went back to the organization), removed (the
 * educator deleted the book).
 */
export const CLASS_BOOK_STATUSES = ['writing', 'drawing', 'ready', 'attention', 'failed', 'removed'] as const;
export type ClassBookStatus = (typeof CLASS_BOOK_STATUSES)[number];

/** POST /user/classStatus {classId} -> the class's progress, a row per child in list order. */
export const classStatusResponse = z.object({
  classId: z.string(),
  title: z.string(),
  lesson: z.object({ moral: z.string(), ageGroup: z.string(), idea: z.string() }),
  createdAt: z.string(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  books: z.array(
    z.object({
      bookId: z.string().nullable(),
      childName: z.string(),
      status: z.enum(CLASS_BOOK_STATUSES),
      /** The book's title once written. */
      title: z.string().nullable(),
      pagesReady: z.number().int(),
    }),
  ),
});
export type ClassStatusResponse = z.infer<typeof classStatusResponse>;

/** POST /user/classes -> the caller's classes, newest first, each with its books' ids. */
export const classesResponse = z.array(
  z.object({
    classId: z.string(),
    title: z.string(),
    createdAt: z.string(),
    total: z.number().int(),
    bookIds: z.array(z.string()),
  }),
);
export type ClassesResponse = z.infer<typeof classesResponse>;

/** POST /user/orgCredits -> the caller's organization's balance, and whether they may buy. */
export const orgCreditsResponse = z.object({
  organizationID: z.string(),
  orgName: z.string(),
  credits: z.number().int().nonnegative(),
  canBuy: z.boolean(),
});
export type OrgCreditsResponse = z.infer<typeof orgCreditsResponse>;

/** POST /user/orgCheckoutSession {packs} -> the payment page's address (the admin only: 403). */
export const orgCheckoutRequest = z.object({
  packs: z.coerce
    .number({ error: `packs must be a whole number from 1 to ${MAX_CLASSROOM_PACKS}` })
    .int(`packs must be a whole number from 1 to ${MAX_CLASSROOM_PACKS}`)
    .min(1, `packs must be a whole number from 1 to ${MAX_CLASSROOM_PACKS}`)
    .max(MAX_CLASSROOM_PACKS, `packs must be a whole number from 1 to ${MAX_CLASSROOM_PACKS}`),
});

/** The ZIP's name for a class: its lesson's title, made safe for file systems. */
export function classZipFileName(title: string): string {
  const safe = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `${safe || 'class'}-books.zip`;
}
