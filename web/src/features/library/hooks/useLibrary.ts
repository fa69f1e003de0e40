import { useEffect, useState } from 'react';
import { getLibrary, type LibraryBook } from '../../../api/library';

/** The user's books (POST /user/createLibrary). A failure is only logged (spec §8) and reads as empty. */
export function useLibrary(): { books: LibraryBook[]; loading: boolean } {
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
  return state;
}
