import type { Deps } from '../../ports/index.js';
import type { RestyleRecord } from '../book.js';
import { joinLine } from '../images/line.js';

type LineDeps = Pick<Deps, 'store' | 'tasks' | 'clock'>;

/**
 * Queues the new picture of every page of a restyle (each once, however often this runs). A
 * restyle is batch work (issue 46): the book is already whole, so it yields to parents' new books.
 */
export function enqueueRestylePages(
  deps: LineDeps,
  bookId: string,
  uid: string,
  restyle: RestyleRecord,
): Promise<void[]> {
  return Promise.all(
    restyle.variants.map((variant, i) =>
      joinLine(
        deps,
        'batch',
        { bookId, uid, page: i + 1, variant },
        { id: `restyle-${bookId}-${restyle.number}-${i + 1}` },
      ),
    ),
  );
}

/**
 * A restyle's work: its cast sheet first (the sheet's task then queues the pages, as the first
 * drawing does), or the pages once the sheet is settled.
 */
export function enqueueRestyle(
  deps: LineDeps,
  bookId: string,
  uid: string,
  restyle: RestyleRecord,
): Promise<unknown> {
  if (restyle.status === 'sheet')
    return joinLine(
      deps,
      'batch',
      { bookId, uid, restyle: restyle.number, follows: restyle.variants.length },
      { id: `restyle-sheet-${bookId}-${restyle.number}` },
    );
  if (restyle.status === 'drawing') return enqueueRestylePages(deps, bookId, uid, restyle);
  return Promise.resolve();
}
