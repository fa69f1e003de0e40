import { PAGES_PER_BOOK } from '../contract/story.js';
import type { Deps } from '../ports/index.js';
import { enqueueOn } from '../tasks/queueSpec.js';
import { joinLine, lineKey } from './images/line.js';
import {
  asJson,
  BOOK_QUEUES,
  BOOKS_COLLECTION,
  bookPath,
  DRAW_LINE_COLLECTION,
  drawLinePath,
  fromDoc,
} from './book.js';

/**
 * Work the queues lost for good (the stack stopped with tasks queued, a task that ran out of
 * attempts without settling) must not leave a book waiting for ever. A book still writing, or a
 * page still pending, well after its task should have finished is queued again; a page swept
 * this often without being drawn is marked failed, so the person can redo it.
 */
// Longer than a page can legitimately wait (all its retries and rate-limit waits: about 1 hour).
export const STUCK_AFTER_MS = 2 * 3600 * 1000;
export const MAX_SWEEPS = 3;

export function sweepService(deps: Pick<Deps, 'store' | 'tasks' | 'clock'>) {
  const { store, clock } = deps;

  return {
    async sweep(): Promise<{ stories: number; pages: number; failed: number }> {
      const now = clock.now();
      const cutoff = new Date(now.getTime() - STUCK_AFTER_MS).toISOString();
      let stories = 0;
      let pages = 0;
      let failed = 0;

      for (const row of await store.query(BOOKS_COLLECTION, { where: [['status', '==', 'writing']] })) {
        const book = fromDoc(row.data, row.id);
        if (book.createdAt >= cutoff) continue;
        await enqueueOn(
          deps.tasks,
          BOOK_QUEUES.writeStory,
          { bookId: row.id },
          { id: `story-${row.id}-sweep-${now.getTime()}` },
        );
        stories += 1;
      }

      for (const row of await store.query(BOOKS_COLLECTION, {
        where: [['imagesReady', '<', PAGES_PER_BOOK]],
      })) {
        const book = fromDoc(row.data, row.id);
        if (book.status !== 'saved' || !book.savedAt || book.savedAt >= cutoff) continue;
        // A page still waiting its turn in the drawing line (issue 46: batch work yields to
        // parents for as long as they keep the model busy) is not lost: it is left alone.
        const inLine = new Set<number>();
        for (let page = 1; page <= PAGES_PER_BOOK; page++) {
          const entry = await store.get(drawLinePath(lineKey({ bookId: row.id, page, variant: 0 })));
          if (entry && String(entry.until) > now.toISOString()) inLine.add(page);
        }
        const outcome = await store.runTransaction(async (tx) => {
          const data = await tx.get(bookPath(row.id));
          if (!data) return { requeue: [] as number[], failed: 0 };
          const current = fromDoc(data, row.id);
          const requeue: number[] = [];
          let gaveUp = 0;
          const updated = current.pages.map((page, i) => {
            if (page.status !== 'pending' || inLine.has(i + 1)) return page;
            const sweeps = (page.sweeps ?? 0) + 1;
            if (sweeps > MAX_SWEEPS) {
              gaveUp += 1;
              return { ...page, status: 'failed' as const };
            }
            requeue.push(i + 1);
            return { ...page, sweeps };
          });
          if (requeue.length || gaveUp) tx.update(bookPath(row.id), { pages: asJson(updated) });
          return { requeue, failed: gaveUp };
        });
        for (const page of outcome.requeue)
          // A page queued again is batch work (issue 46): it yields to parents watching their books.
          await joinLine(
            deps,
            'batch',
            { bookId: row.id, uid: book.ownerUid, page, variant: 0 },
            { id: `illustrate-${row.id}-${page}-sweep-${now.getTime()}` },
          );
        pages += outcome.requeue.length;
        failed += outcome.failed;
      }
      // Entries a lost task left in the drawing line (ignored once expired) are removed a day on.
      const stale = new Date(now.getTime() - 24 * 3600 * 1000).toISOString();
      for (const row of await store.query(DRAW_LINE_COLLECTION, {
        where: [['until', '<', stale]],
        limit: 500,
      }))
        await store.delete(drawLinePath(row.id));
      return { stories, pages, failed };
    },
  };
}
