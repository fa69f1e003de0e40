import { z } from 'zod';
import { ART_STYLES, artStyle } from './artStyle.js';
import { bookId } from './books.js';

/**
 * Restyling a whole book (issue 28, item 3): every page drawn again in another art style, with
 * the same cast and picture descriptions, for RESTYLE_COST credit. Each new picture is one more
 * option of its page; the parent then uses them all or keeps the old ones.
 */
export const RESTYLE_COST = 1;

/** POST /user/restyleStory */
export const restyleStoryRequest = z.object({
  bookId,
  artStyle: z.enum(ART_STYLES, { error: `artStyle must be one of ${ART_STYLES.join(', ')}` }),
});
export type RestyleStoryRequest = z.infer<typeof restyleStoryRequest>;

/** POST /user/chooseRestyle: 'new' puts every new picture in the book, 'old' keeps the old ones. */
export const chooseRestyleRequest = z.object({
  bookId,
  use: z.enum(['new', 'old'], { error: "use must be 'new' or 'old'" }),
});
export type ChooseRestyleRequest = z.infer<typeof chooseRestyleRequest>;

/**
 * none: never restyled; drawing: the new pictures are being drawn; ready: all drawn (or failed
 * for good), waiting for the parent's choice; used / kept: the parent chose.
 */
export const RESTYLE_STATUSES = ['none', 'drawing', 'ready', 'used', 'kept'] as const;
export type RestyleStatus = (typeof RESTYLE_STATUSES)[number];

/** The answer of restyleStory, restyleStatus and chooseRestyle. */
export const restyleStatusResponse = z.object({
  status: z.enum(RESTYLE_STATUSES),
  /** The book's style now (it becomes the new one when the parent uses the new pictures). */
  artStyle,
  /** The latest restyle's styles; null when never restyled. */
  from: artStyle.nullable(),
  to: artStyle.nullable(),
  /** Pages of the latest restyle drawn so far, and those that could not be drawn. */
  drawn: z.number().int(),
  failed: z.number().int(),
  total: z.number().int(),
  /** The new picture of each page (an image id, as redos name them), drawn or not yet. */
  imageIds: z.array(z.string()),
});
export type RestyleStatusResponse = z.infer<typeof restyleStatusResponse>;

export const RESTYLE_MESSAGES = {
  sameStyle: 'This book is already drawn in that style. Please choose another one.',
  notFinished: 'This book is not finished yet. Save it first, then you can restyle it.',
  stillDrawing: 'The pictures of this book are still being drawn. Please wait until they are all ready.',
  undecided:
    'This book has new pictures waiting for you. Choose the new pictures or keep the old ones first.',
  noCredit: 'Restyling a book takes 1 credit, and you have none left. Add credits to restyle it.',
  notRestyled: 'This book has no new pictures to choose from.',
  notDrawn: 'The new pictures are still being drawn. Please wait until they are all ready.',
} as const;
