import { describe, expect, it } from 'vitest';
import { imageIdsFor, readEditState, storyParagraphs } from './story';

describe('edit page helpers', () => {
  it('splits the story on blank lines and strips numbering', () => {
    expect(storyParagraphs('1. One.\n\n2. Two\ncontinued.\n\n\n3) Three.')).toEqual([
      'One.',
      'Two\ncontinued.',
      'Three.',
    ]);
  });

  it('reads the navigation state and needs a book id', () => {
    expect(readEditState(null)).toBeNull();
    expect(readEditState({ storyTitle: 'x' })).toBeNull();
    expect(readEditState({ bookID: '17', storyTitle: 'T', formattedStory: 'a', imageNum: 'None' })).toEqual({
      bookID: '17',
      storyTitle: 'T',
      formattedStory: 'a',
      imageNum: 'None',
    });
  });

  it('uses images 1 to 10 for None', () => {
    expect(imageIdsFor('17', 'None')).toEqual(Array.from({ length: 10 }, (_, i) => `17_${i + 1}`));
    expect(imageIdsFor('17', '1,2_1,3')[1]).toBe('17_2_1');
    expect(imageIdsFor('1700000000000', '1700000000000_4_2')[0]).toBe('1700000000000_4_2');
  });
});
