import { PAGES_PER_BOOK } from '../contract/story.js';
import { HttpError } from '../http/errors.js';

export const MAX_TITLE_LENGTH = 120;
export const MAX_PARAGRAPH_LENGTH = 2000;

/** The save errors of spec part 2 §8: the client maps them by status and by these words. */
export const SAVE_MESSAGES = {
  title: 'Please provide a story title.',
  count: `Your story must contain exactly ${PAGES_PER_BOOK} paragraphs.`,
  empty: 'Please ensure all story paragraphs have content.',
  noCredit: 'There is no credit left on your account. Please purchase more credits to save your story.',
} as const;

/** Title and paragraphs as the person edited them, or the HttpError the spec names. */
export function checkSave(storyTitle: unknown, paragraphs: unknown): { title: string; paragraphs: string[] } {
  const title = typeof storyTitle === 'string' ? storyTitle.trim() : '';
  if (!title) throw new HttpError(400, SAVE_MESSAGES.title);
  if (title.length > MAX_TITLE_LENGTH)
    throw new HttpError(400, `The story title must be at most ${MAX_TITLE_LENGTH} characters.`);
  if (!Array.isArray(paragraphs) || paragraphs.length !== PAGES_PER_BOOK)
    throw new HttpError(403, SAVE_MESSAGES.count);
  const cleaned = paragraphs.map((p) => (typeof p === 'string' ? p.trim() : ''));
  if (cleaned.some((p) => !p)) throw new HttpError(400, SAVE_MESSAGES.empty);
  if (cleaned.some((p) => p.length > MAX_PARAGRAPH_LENGTH)) {
    throw new HttpError(400, `Each paragraph must be at most ${MAX_PARAGRAPH_LENGTH} characters.`);
  }
  return { title, paragraphs: cleaned };
}

export function inappropriateWordMessage(words: string[]): string {
  const list = words.map((w) => `"${w}"`).join(', ');
  return `Your story contains an inappropriate word (${list}). Please change it and save again.`;
}
