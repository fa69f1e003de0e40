import type { ClassesResponse } from '../../api/classes';
import type { LibraryBook } from '../../api/library';

export interface ClassShelf {
  classId: string;
  title: string;
  books: LibraryBook[];
}

/**
 * The library's books with each class's books together under its lesson (issue 31), in the
 * order of `books`; the other books stay in one list. A class none of whose books are shown
 * (none made yet, or all searched away) has no shelf.
 */
export function groupByClass(
  books: LibraryBook[],
  classes: ClassesResponse,
): { shelves: ClassShelf[]; others: LibraryBook[] } {
  const classOf = new Map<string, string>();
  for (const c of classes) for (const id of c.bookIds) classOf.set(id, c.classId);
  const shelves = classes
    .map((c) => ({
      classId: c.classId,
      title: c.title,
      books: books.filter((b) => classOf.get(b.bookId) === c.classId),
    }))
    .filter((shelf) => shelf.books.length > 0);
  return { shelves, others: books.filter((b) => !classOf.has(b.bookId)) };
}
