import type { Deps } from '../ports/index.js';
import { deletedAccountPath } from './userRecord.js';

/**
 * accountDeletions/{uid}, the tombstone: written when a person asks for deletion and marked done
 * when the deletion task finishes. Accounts owns it because accounts is what refuses to bring a
 * deleted account back (readOrNew).
 */
export function accountTombstones({ store, clock }: Pick<Deps, 'store' | 'clock'>) {
  return {
    /** Deletion asked for: written once, so asking again keeps the first request's date. */
    async requested(uid: string): Promise<void> {
      const now = clock.now().toISOString();
      await store.runTransaction(async (tx) => {
        const existing = await tx.get(deletedAccountPath(uid));
        if (!existing)
          tx.create(deletedAccountPath(uid), { requestedAt: now, status: 'running', finishedAt: null });
      });
    },

    /** Everything of the person is gone (a redelivered task marks it done again, harmlessly). */
    async finished(uid: string): Promise<void> {
      await store.update(deletedAccountPath(uid), { status: 'done', finishedAt: clock.now().toISOString() });
    },
  };
}
