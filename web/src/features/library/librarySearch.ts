import type { LibraryBook } from '../../api/library';
import { i18n, type MessageId } from '../../i18n';

/** How the Library orders its books once it has enough of them to search (issue 29). */
export type LibrarySort = 'newest' | 'oldest' | 'title';

export const SORT_OPTIONS: { value: LibrarySort; label: MessageId }[] = [
  { value: 'newest', label: 'library.sort.newest' },
  { value: 'oldest', label: 'library.sort.oldest' },
  { value: 'title', label: 'library.sort.title' },
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

/** What the polite status line says about the list shown, in the page's language. */
export function resultCount(shown: number, total: number, query: string): string {
  const words = query.trim();
  if (!words) return i18n._('library.count.all', { total });
  if (shown === 0) return i18n._('library.count.none', { query: words });
  return i18n._('library.count.some', { shown, total, query: words });
}
