import { describe, expect, it } from 'vitest';
import type { LibraryBook } from '../../api/library';
import { resultCount, searchLibrary } from './librarySearch';

const book = (bookId: string, title: string): LibraryBook => ({
  bookId,
  title,
  finished: true,
  creatorName: null,
  castWaiting: false,
  language: 'en',
  artStyle: 'classic',
});
const BOOKS = [
  book('1772539200000', 'The Moon Boat'),
  book('1772366400000', 'a Kite for Zoé'),
  book('1772452800000', 'Brave Little Fox'),
];
const CHILDREN = new Map([
  ['1772539200000', 'Mia'],
  ['1772366400000', 'Zoé'],
  ['1772452800000', 'Leo'],
]);

describe('searching and sorting the Library', () => {
  it('sorts newest first, oldest first, or by title', () => {
    const titles = (sort: 'newest' | 'oldest' | 'title') =>
      searchLibrary(BOOKS, CHILDREN, '', sort).map((b) => b.title);
    expect(titles('newest')).toEqual(['The Moon Boat', 'Brave Little Fox', 'a Kite for Zoé']);
    expect(titles('oldest')).toEqual(['a Kite for Zoé', 'Brave Little Fox', 'The Moon Boat']);
    expect(titles('title')).toEqual(['a Kite for Zoé', 'Brave Little Fox', 'The Moon Boat']);
  });

  it("finds books by title or child's name, whatever the case and accents", () => {
    const find = (query: string) => searchLibrary(BOOKS, CHILDREN, query, 'newest').map((b) => b.title);
    expect(find('moon')).toEqual(['The Moon Boat']);
    expect(find('MIA')).toEqual(['The Moon Boat']);
    expect(find('zoe')).toEqual(['a Kite for Zoé']);
    expect(find('leo fox')).toEqual(['Brave Little Fox']);
    expect(find('dragon')).toEqual([]);
    // Without the children's names (not loaded), titles still match.
    expect(searchLibrary(BOOKS, new Map(), 'fox', 'newest')).toHaveLength(1);
  });

  it('says how many books are shown', () => {
    expect(resultCount(3, 3, '')).toBe('3 books');
    expect(resultCount(1, 9, ' moon ')).toBe('1 of 9 books match "moon"');
    expect(resultCount(0, 9, 'dragon')).toBe('No books match "dragon"');
  });
});
