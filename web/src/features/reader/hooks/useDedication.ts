import { useEffect, useState } from 'react';
import { getLibraryDetails } from '../../../api/share';

/** The book's dedication (issue 29), once known; null without one or when it cannot be had. */
export function useDedication(bookId: string): string | null {
  const [dedication, setDedication] = useState<{ bookId: string; text: string | null } | null>(null);
  useEffect(() => {
    let active = true;
    getLibraryDetails()
      .then((details) => {
        if (active)
          setDedication({ bookId, text: details.find((d) => d.bookId === bookId)?.dedication ?? null });
      })
      .catch((error: unknown) => console.error('Loading the dedication failed', error));
    return () => {
      active = false;
    };
  }, [bookId]);
  return dedication?.bookId === bookId ? dedication.text : null;
}
