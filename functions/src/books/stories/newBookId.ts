import type { Transaction } from '../../ports/documentStore.js';
import { Unavailable } from '../../shared/domainErrors.js';
import { bookPath } from '../book.js';
import { candidateBookIds } from '../bookId.js';

/**
 * The id of a book created now, inside the transaction that creates it: the first of its
 * candidate ids no book has. Almost always the first one is free; a clash moves on to the next
 * millisecond, and a thousand taken ones are a rush to come back from.
 */
export async function newBookId(tx: Transaction, now: Date): Promise<string> {
  for (const candidate of candidateBookIds(now.getTime())) {
    if (!(await tx.get(bookPath(candidate)))) return candidate;
  }
  throw new Unavailable('Too many stories are starting right now. Please try again.', undefined, 'too_busy');
}
