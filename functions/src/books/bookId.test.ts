import { describe, expect, it } from 'vitest';
import { imageId } from '../contract/books.js';
import { candidateBookIds, originalImageId } from './bookId.js';

describe('book ids', () => {
  it('start at the creation millisecond and go on to the next ones', () => {
    expect([...candidateBookIds(1767225600000, 3)]).toEqual([
      '1767225600000',
      '1767225600001',
      '1767225600002',
    ]);
  });
  it('parse image ids with and without a redo variant', () => {
    expect(imageId.parse('1767225600000_10')).toMatchObject({
      bookId: '1767225600000',
      page: 10,
      variant: 0,
    });
    expect(imageId.parse('1767225600000_3_2')).toMatchObject({
      bookId: '1767225600000',
      page: 3,
      variant: 2,
    });
    expect(imageId.parse(originalImageId('1767225600000', 4)).page).toBe(4);
  });
});
