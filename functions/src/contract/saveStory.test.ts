import { describe, expect, it } from 'vitest';
import { SAVE_MESSAGES, saveStoryRequest } from './books.js';

const ten = Array.from({ length: 10 }, (_, i) => ` Paragraph ${i + 1}. `);
const bookId = '1767225600000';
/** The first refusal as the API answers it: [status, sentence]. */
const refusalOf = (body: object) => {
  const result = saveStoryRequest.safeParse({ bookId, ...body });
  if (result.success) return 'accepted';
  const issue = result.error.issues[0] as { message: string; params?: { status?: number } };
  return [issue.params?.status ?? 400, issue.message];
};

describe('saveStoryRequest', () => {
  it('trims and accepts a title with 10 paragraphs', () => {
    expect(saveStoryRequest.parse({ bookId, storyTitle: ' The Moon ', paragraphs: ten })).toEqual({
      bookId,
      storyTitle: 'The Moon',
      paragraphs: ten.map((p) => p.trim()),
    });
  });

  it('answers the statuses and words of spec §8', () => {
    expect(refusalOf({ storyTitle: '', paragraphs: ten })).toEqual([400, SAVE_MESSAGES.title]);
    expect(refusalOf({ storyTitle: 'T', paragraphs: ten.slice(1) })).toEqual([403, SAVE_MESSAGES.count]);
    expect(refusalOf({ storyTitle: 'T', paragraphs: 'not a list' })).toEqual([403, SAVE_MESSAGES.count]);
    expect(refusalOf({ storyTitle: 'T' })).toEqual([403, SAVE_MESSAGES.count]);
    expect(refusalOf({ storyTitle: 'T', paragraphs: [...ten.slice(1), '  '] })).toEqual([
      400,
      SAVE_MESSAGES.empty,
    ]);
    expect(refusalOf({ storyTitle: 'T', paragraphs: [...ten.slice(1), 'x'.repeat(2001)] })).toEqual([
      400,
      SAVE_MESSAGES.paragraphLength,
    ]);
    expect(SAVE_MESSAGES.noCredit).toMatch(/no credit/);
  });
});
