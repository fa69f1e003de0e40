import { PAGES_PER_BOOK } from '../../contract/story.js';
import type { Deps } from '../../ports/index.js';
import { joinLine, type Lane } from './line.js';

type LineDeps = Pick<Deps, 'store' | 'tasks' | 'clock'>;

/** Whose book and in which lane its drawings wait (issue 46: a class's book is batch work). */
export interface DrawingOwner {
  uid: string;
  lane: Lane;
}

/** The lane of a book's own drawings: a parent's book is watched, a class's is not (yet). */
export const laneOfBook = (book: { classBook?: boolean }): Lane => (book.classBook ? 'batch' : 'interactive');

/** Queues the drawing of a saved book's 10 pages (each page once, however often this runs). */
export function enqueuePages(deps: LineDeps, bookId: string, owner: DrawingOwner): Promise<void[]> {
  return Promise.all(
    Array.from({ length: PAGES_PER_BOOK }, (_, i) =>
      joinLine(
        deps,
        owner.lane,
        { bookId, uid: owner.uid, page: i + 1, variant: 0 },
        { id: `${owner.lane === 'batch' ? 'batch-' : ''}illustrate-${bookId}-${i + 1}` },
      ),
    ),
  );
}

/**
 * What happens once a book is saved: engines that keep characters alike with a reference sheet
 * draw it first (its task then queues the pages); the others start on the pages at once.
 */
export function enqueueIllustrations(
  deps: LineDeps,
  bookId: string,
  drawsSheet: boolean,
  owner: DrawingOwner,
): Promise<unknown> {
  if (drawsSheet)
    return joinLine(
      deps,
      owner.lane,
      { bookId, uid: owner.uid, follows: PAGES_PER_BOOK },
      {
        id: `${owner.lane === 'batch' ? 'batch-' : ''}sheet-${bookId}`,
      },
    );
  return enqueuePages(deps, bookId, owner);
}
