import { describe, expect, it } from 'vitest';
import type { LibraryBook } from '../../api/library';
import { groupByClass } from './classGroups';

const book = (bookId: string) => ({ bookId, title: `Book ${bookId}` }) as LibraryBook;

describe('the library by class', () => {
  it("puts each class's books under its lesson and keeps the rest in order", () => {
    const books = ['5', '4', '3', '2', '1'].map(book);
    const classes = [
      { classId: 'class_b', title: 'Sharing', createdAt: '2', total: 2, bookIds: ['4', '2'] },
      { classId: 'class_a', title: 'Empty', createdAt: '1', total: 1, bookIds: [] },
    ];
    const { shelves, others } = groupByClass(books, classes);
    expect(shelves).toEqual([{ classId: 'class_b', title: 'Sharing', books: [book('4'), book('2')] }]);
    expect(others.map((b) => b.bookId)).toEqual(['5', '3', '1']);
    expect(groupByClass(books, []).others).toHaveLength(5);
  });
});
