import { getlegends } from '@contract/routes/books';
import type { StoryType } from '@contract/story';
import type { BilingualText, UnsurePicture } from '@contract/books';
import { userPost } from '../lib/api';

/** Spec part 2 §4 and §7: the screens try getlegends up to 10 times, 30 s apart. */
export const LEGENDS_ATTEMPTS = 10;
export const LEGENDS_RETRY_MS = 30_000;

/** Why the page check was unsure of a drawing: the English reasons and, where kept, their codes (issue 45). */
export type UnsureMark = Pick<UnsurePicture, 'reasons' | 'codes'>;

/** POST /user/getlegends as every screen reads it (spec part 2 §3 'Legends response'). */
export interface BookLegends {
  bookId: string;
  title: string;
  storyType: StoryType;
  /** [3]: the 10 image descriptions. */
  legends: string[];
  /** [4][0]: redos used so far (one counter per book). */
  redosUsed: number;
  /** [5]: the 'Name:number' list as sent. */
  characterEntries: string[];
  /** [6]: the story, numbered paragraphs separated by blank lines. */
  formattedStory: string;
  /** [7]: the 10 current (selected) image ids. */
  imageIds: string[];
  /** [8] when present: the reasons of each drawing the page check was unsure of, by image id. */
  unsure: Record<string, UnsureMark>;
  /** [9] when present: a bilingual book's second text (issue 45). */
  second?: BilingualText;
}

/**
 * The one decoder of getlegends, with the contract's schema: an answer of another shape is an
 * error like a failed call (the screens retry or show their failure state). 404 'not ready'
 * throws the ApiError.
 */
export async function fetchLegends(bookId: string): Promise<BookLegends> {
  const answer = await userPost(getlegends, { bookId });
  const [
    id,
    title,
    storyType,
    legends,
    [redosUsed],
    characterEntries,
    formattedStory,
    imageIds,
    marked,
    second,
  ] = answer;
  const unsure: Record<string, UnsureMark> = Object.fromEntries(
    (marked ?? []).map(({ imageId, reasons, codes }) => [imageId, { reasons, ...(codes ? { codes } : {}) }]),
  );
  return {
    bookId: id,
    title,
    storyType,
    legends,
    redosUsed,
    characterEntries,
    formattedStory,
    imageIds,
    unsure,
    ...(second ? { second } : {}),
  };
}
