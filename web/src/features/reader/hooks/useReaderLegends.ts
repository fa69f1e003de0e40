import { useEffect, useState } from 'react';
import { fetchLegends, LEGENDS_ATTEMPTS, LEGENDS_RETRY_MS, type BookLegends } from '../../../api/legends';
import { keepTrying } from '../../../lib/keepTrying';

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
    return keepTrying(() => fetchLegends(bookId), {
      attempts: LEGENDS_ATTEMPTS,
      delayMs: LEGENDS_RETRY_MS,
      onLoaded: (legends) => setResult({ bookId, legends, failed: false }),
      onFailure: (error) => {
        console.error('Loading the book legends failed', error);
        setResult((current) => ({
          bookId,
          legends: current?.bookId === bookId ? current.legends : null,
          failed: true,
        }));
      },
    });
  }, [bookId]);

  return result?.bookId === bookId ? result : { legends: null, failed: false };
}
