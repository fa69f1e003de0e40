import { useEffect, useState } from 'react';
import { getLegends, type BookLegends } from '../api/book';

export const LEGENDS_ATTEMPTS = 10;
export const LEGENDS_RETRY_MS = 30_000;

/**
 * The book's legends (POST /user/getlegends), tried up to 10 times 30 s apart (spec part 2 §7);
 * failures are only logged. null until they arrive.
 */
export function useLegends(bookId: string | null): BookLegends | null {
  const [result, setResult] = useState<{ bookId: string; legends: BookLegends } | null>(null);

  useEffect(() => {
    if (!bookId) return;
    let active = true;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      attempt += 1;
      try {
        const legends = await getLegends(bookId);
        if (active) setResult({ bookId, legends });
      } catch (error) {
        if (!active) return;
        console.error('Loading the book legends failed', error);
        if (attempt < LEGENDS_ATTEMPTS) timer = setTimeout(() => void load(), LEGENDS_RETRY_MS);
      }
    };
    void load();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [bookId]);

  return result && result.bookId === bookId ? result.legends : null;
}
