import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { readEditorEntry } from '../editorEntry';
import { characterNames, redoErrorToast } from './editor';

describe('editor helpers', () => {
  it('maps redo failures to the spec toasts', () => {
    expect(redoErrorToast(new ApiError(400, 'Too long'))).toEqual({ type: 'warning', message: 'Too long' });
    expect(redoErrorToast(new ApiError(403, 'No more redos'))).toEqual({
      type: 'error',
      message: 'No more redos',
    });
    expect(redoErrorToast(new ApiError(404, 'Book not found'))).toEqual({
      type: 'error',
      message: 'Required data not found. Please try again.',
    });
    expect(redoErrorToast(new ApiError(500, 'boom'))).toEqual({
      type: 'error',
      message: 'Failed to generate image. Please try again.',
    });
    expect(redoErrorToast(new TypeError('Failed to fetch'))).toEqual({
      type: 'error',
      message: 'Failed to generate image. Please try again.',
    });
  });

  it('lists the character names without their numbers', () => {
    expect(characterNames(['Mia:1', 'Grandma June: 2', 'Mia:3', 'Rex', ''])).toEqual([
      'Mia',
      'Grandma June',
      'Rex',
    ]);
  });

  it('reads named and positional navigation state', () => {
    expect(readEditorEntry(null)).toBeNull();
    expect(readEditorEntry({ storyTitle: 'No id' })).toBeNull();
    expect(readEditorEntry({ bookID: '17', storyTitle: 'T', formattedStory: '1. One\n\n2. Two' })).toEqual({
      bookID: '17',
      storyTitle: 'T',
      paragraphs: ['One', 'Two'],
    });
    expect(readEditorEntry(['T', 'None', 1700000000000, '', ['A', 'B'], []])).toEqual({
      bookID: '1700000000000',
      storyTitle: 'T',
      paragraphs: ['A', 'B'],
    });
    expect(readEditorEntry(['T', 'None', ''])).toBeNull();
  });
});
