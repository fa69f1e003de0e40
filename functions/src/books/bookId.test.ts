import { describe, expect, it } from 'vitest';
import { candidateBookIds, originalImageId, parseImageId } from './bookId.js';

describe('book ids', () => {
  it('start at the creation millisecond and go on to the next ones', () => {
    expect([...candidateBookIds(1767225600000, 3)]).toEqual([
      '1767225600000',
      '1767225600001',
      '1767225600002',
    ]);
  });
  it('parse image ids with and without a redo variant', () => {
    expect(parseImageId('1767225600000_10')).toEqual({ bookId: '1767225600000', page: 10, variant: 0 });
    expect(parseImageId('1767225600000_3_2')).toEqual({ bookId: '1767225600000', page: 3, variant: 2 });
    expect(originalImageId('17', 4)).toBe('17_4');
  });
});
