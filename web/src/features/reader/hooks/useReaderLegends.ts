import { useEffect, useState } from 'react';
import { fetchLegends, type BookLegends } from '../../../api/legends';

export const LEGENDS_ATTEMPTS = 10;
export const LEGENDS_RETRY_MS = 30_000;

/**
 * The book's legends for the reader (POST /user/getlegends), tried up to 10 times 30 s apart
 * (spec part 2 §7); failures are only logged. `failed` turns true after the first failure so
 * the reader can go on with what it has while later attempts run.
 */
export function useReaderLegends(bookId: string | null): { legends: BookLegends | null; failed: boolean } {
  const [result, setResult] = useState<{
    bookId: string;
    legends: BookLegends | null;
    failed: boolean;
  } | null>(null);

  useEffect(() => {
    if (!bookId) return;
    let active = true;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      attempt += 1;
      try {
        const legends = await fetchLegends(bookId);
        if (active) setResult({ bookId, legends, failed: false });
      } catch (error) {
        if (!active) return;
        console.error('Loading the book legends failed', error);
        setResult((current) => ({
          bookId,
          legends: current?.bookId === bookId ? current.legends : null,
          failed: true,
        }));
        if (attempt < LEGENDS_ATTEMPTS) timer = setTimeout(() => void load(), LEGENDS_RETRY_MS);
      }
    };
    void load();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [bookId]);

  return result?.bookId === bookId ? result : { legends: null, failed: false };
}
