import { useCallback, useEffect, useState } from 'react';
import { getLibrary, type LibraryBook } from '../../../api/library';

/**
 * The user's books (POST /user/createLibrary). A failure is only logged (spec §8) and reads as
 * empty. `rename` and `remove` keep the list in step after a book is fixed or deleted.
 */
export function useLibrary(): {
  books: LibraryBook[];
  loading: boolean;
  rename: (bookId: string, title: string) => void;
  remove: (bookId: string) => void;
} {
  const [state, setState] = useState<{ books: LibraryBook[]; loading: boolean }>({
    books: [],
    loading: true,
  });
  useEffect(() => {
    let active = true;
    getLibrary()
      .then((books) => {
        if (active) setState({ books, loading: false });
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Loading the library failed', error);
        setState({ books: [], loading: false });
      });
    return () => {
      active = false;
    };
  }, []);
  const rename = useCallback((bookId: string, title: string) => {
    setState((current) => ({
      ...current,
      books: current.books.map((book) => (book.bookId === bookId ? { ...book, title } : book)),
    }));
  }, []);
  const remove = useCallback((bookId: string) => {
    setState((current) => ({ ...current, books: current.books.filter((book) => book.bookId !== bookId) }));
  }, []);
  return { ...state, rename, remove };
}
