import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { createErrorMessage, saveErrorMessage } from './errors';

const failure = (status: number, error: string) => new ApiError(status, error, { error });

describe('saveErrorMessage (spec part 2 §8 Save)', () => {
  it.each([
    [failure(400, 'Please provide a story title.'), 'Please provide a story title.'],
    [
      failure(400, 'Please ensure all story paragraphs have content.'),
      'Please ensure all story paragraphs have content.',
    ],
    [
      failure(400, 'Each paragraph must be at most 2000 characters.'),
      'Each paragraph must be at most 2000 characters.',
    ],
    [
      failure(403, 'Your story contains an inappropriate word ("darn"). Please change it and save again.'),
      'Your story contains an inappropriate word ("darn"). Please change it and save again.',
    ],
    [
      failure(403, 'Your story must contain exactly 10 paragraphs.'),
      'Your story must contain exactly 10 paragraphs.',
    ],
    [
      failure(404, 'There is no credit left on your account.'),
      "You don't have enough credits. Please purchase more credits to save your story.",
    ],
    [failure(500, 'boom'), "We're experiencing technical difficulties. Please try again later."],
    [
      failure(
        503,
        'Our illustrators are very busy right now (700 pictures are waiting). Your story is kept and no credit was spent: please save it again in about 14 minutes.',
      ),
      'Our illustrators are very busy right now (700 pictures are waiting). Your story is kept and no credit was spent: please save it again in about 14 minutes.',
    ],
    [failure(404, 'Book not found'), 'Failed to save story. Please try again.'],
    [failure(400, 'bookId must be a book id'), 'Failed to save story. Please try again.'],
    [new TypeError('Failed to fetch'), 'Error saving story. Please try again.'],
  ])('%s -> %s', (error, message) => {
    expect(saveErrorMessage(error)).toBe(message);
  });
});

describe('createErrorMessage', () => {
  it('shows the server message, the photo upload message, or a connection hint', () => {
    expect(
      createErrorMessage(failure(400, 'Please describe your story or choose a moral value, then try again.')),
    ).toBe('Please describe your story or choose a moral value, then try again.');
    expect(createErrorMessage(failure(500, 'photo upload failed'))).toBe(
      'Photo upload failed. Please try again.',
    );
    expect(createErrorMessage(new TypeError('Failed to fetch'))).toMatch(/check your connection/);
  });
});
