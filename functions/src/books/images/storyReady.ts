import { accountsService } from '../../accounts/index.js';
import { sendAccountEmailLater } from '../../emails/index.js';
import type { Deps } from '../../ports/index.js';
import { bookPath, fromDoc } from '../book.js';

/**
 * The story-ready email goes only to a parent who left the page. The rule: while a page waits
 * for a drawing, the editor asks imageOutput about it every few seconds, and each ask (at most
 * every SEEN_EVERY_SECONDS) stamps the book's `lastSeenAt`. When the last page is drawn, a book
 * nobody asked about for AWAY_SECONDS is one whose parent left: they get the email. A parent
 * still watching sees the pages arrive and gets none.
 */
export const STORY_READY_RULE = { awaySeconds: 60, seenEverySeconds: 15 } as const;

export function storyReadyNotice(deps: Pick<Deps, 'store' | 'clock' | 'tasks'>) {
  const { store, clock } = deps;
  const accounts = accountsService(deps);

  return {
    /** A parent's page asked about a page still being drawn: they are watching this book. */
    async seen(bookId: string): Promise<void> {
      const data = await store.get(bookPath(bookId));
      if (!data) return;
      const now = clock.now();
      const last = typeof data.lastSeenAt === 'string' ? Date.parse(data.lastSeenAt) : NaN;
      if (now.getTime() - last < STORY_READY_RULE.seenEverySeconds * 1000) return;
      await store.update(bookPath(bookId), { lastSeenAt: now.toISOString() });
    },

    /** The last page of a book was just drawn: the email, if its parent left (sent once per book). */
    async finished(bookId: string): Promise<void> {
      const data = await store.get(bookPath(bookId));
      const book = data ? fromDoc(data, bookId) : null;
      if (!data || !book?.story) return;
      const last = typeof data.lastSeenAt === 'string' ? Date.parse(data.lastSeenAt) : NaN;
      if (clock.now().getTime() - last < STORY_READY_RULE.awaySeconds * 1000) return;
      await sendAccountEmailLater(deps.tasks, await accounts.read(book.ownerUid), `storyReady:${bookId}`, {
        kind: 'storyReady',
        bookId,
        title: book.story.title,
      });
    },
  };
}
