import { useEffect, useState } from 'react';
import { getPrintedBooks } from '../../../api/printOrders';

/**
 * Which of the user's books have print orders (each one's latest), so their rows offer
 * 'Order another copy' (issue 30). Until it answers, or when it fails (logged), no book has
 * any: the row keeps 'Buy Print Book', which still finds a paid book's order.
 */
export function usePrintedBooks(): Map<string, string> {
  const [printed, setPrinted] = useState<Map<string, string>>(() => new Map());
  useEffect(() => {
    let active = true;
    getPrintedBooks().then(
      (found) => active && setPrinted(found),
      (error: unknown) => console.error('Loading the print orders failed', error),
    );
    return () => {
      active = false;
    };
  }, []);
  return printed;
}
