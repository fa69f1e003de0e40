import type { LibraryBook } from '../../api/library';

/** How the Library orders its books once it has enough of them to search (issue 29). */
export type LibrarySort = 'newest' | 'oldest' | 'title';

export const SORT_OPTIONS: { value: LibrarySort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'title', label: 'Title (A to Z)' },
];

/** Search and sort appear once a parent has more than this many books. */
export const SEARCH_FROM_BOOKS = 7;

/** Case and accents do not matter: 'zoe' finds Zoé. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();

/**
 * The books whose title or child's name contains every word typed, in the chosen order. A
 * book id is its creation time, so newest and oldest sort by it.
 */
export function searchLibrary(
  books: LibraryBook[],
  childNames: ReadonlyMap<string, string>,
  query: string,
  sort: LibrarySort,
): LibraryBook[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const found = books.filter((book) => {
    const haystack = fold(`${book.title} ${childNames.get(book.bookId) ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
  const byAge = (a: LibraryBook, b: LibraryBook) => Number(a.bookId) - Number(b.bookId);
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  return [...found].sort((a, b) =>
    sort === 'oldest'
      ? byAge(a, b)
      : sort === 'newest'
        ? byAge(b, a)
        : collator.compare(a.title, b.title) || byAge(b, a),
  );
}

/** What the polite status line says about the list shown. */
export function resultCount(shown: number, total: number, query: string): string {
  if (!query.trim()) return `${total} books`;
  if (shown === 0) return `No books match "${query.trim()}"`;
  return `${shown} of ${total} books match "${query.trim()}"`;
}
