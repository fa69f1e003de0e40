import { useCallback, useEffect, useState } from 'react';
import { getLibraryDetails, type LibraryDetail } from '../../../api/share';

/**
 * Each book's child's name, dedication and share link (POST /user/libraryDetails), by book id.
 * The Library works without them (search by title only, sharing from scratch), so a failure is
 * only logged. `update` keeps a book's entry in step after a share or a new dedication.
 */
export function useLibraryDetails() {
  const [details, setDetails] = useState<ReadonlyMap<string, LibraryDetail>>(new Map());
  useEffect(() => {
    let active = true;
    getLibraryDetails()
      .then((list) => {
        if (active) setDetails(new Map(list.map((detail) => [detail.bookId, detail])));
      })
      .catch((error: unknown) => console.error('Loading the library details failed', error));
    return () => {
      active = false;
    };
  }, []);
  const update = useCallback((bookId: string, patch: Partial<Omit<LibraryDetail, 'bookId'>>) => {
    setDetails((current) => {
      const next = new Map(current);
      const base = current.get(bookId) ?? { bookId, childName: '', dedication: null, share: null };
      next.set(bookId, { ...base, ...patch });
      return next;
    });
  }, []);
  return { details, update };
}
