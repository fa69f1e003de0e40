import { createPaidBook, startIllustrations } from '../books/index.js';
import type { DocData } from '../ports/documentStore.js';
import type { Deps } from '../ports/index.js';
import type { TaskContext } from '../ports/taskQueue.js';
import { givesUp } from '../tasks/givesUp.js';
import { childPath, childStory, classPath, type ClassChildRecord, type ClassRecord } from './model.js';
import { returnCredit } from './refund.js';

/**
 * The makeClassBook queue's work: one child's book of a class. Safe to deliver twice: the
 * child's row is read again in the transaction that creates the book, so a redelivery (or two
 * at once) makes and charges one book, and a redelivery after it only queues its pictures again
 * (their task ids make that a no-op). The credit was reserved when the class was made; a book
 * that cannot be made gives it back.
 */
export function classTasks(
  deps: Pick<Deps, 'store' | 'storyteller' | 'illustrator' | 'tasks' | 'clock' | 'logger' | 'settings'>,
) {
  // deps.tasks is read when a task runs: the task queue is built from these very handlers.
  const { store, storyteller, clock, logger } = deps;
  const drawsSheet = Boolean(deps.illustrator.drawReferenceSheet);

  return {
    async makeClassBook({ classId, index }: { classId: string; index: number }, context: TaskContext) {
      const record = (await store.get(classPath(classId))) as unknown as ClassRecord | null;
      const child = (await store.get(childPath(classId, index))) as unknown as ClassChildRecord | null;
      // A class erased with its educator's account, or a child already failed: nothing to do.
      if (!record || !child || child.failed) return;
      if (child.bookId) {
        await startIllustrations(deps, child.bookId, record.ownerUid, drawsSheet);
        return;
      }
      try {
        const { inputs, seed } = childStory(classId, record.lesson, child, index);
        // Same inputs and seed, same story: a second delivery writes the very same one.
        const story = await storyteller.write({ ...inputs, seed });
        const bookId = await store.runTransaction(async (tx) => {
          const latest = (await tx.get(childPath(classId, index))) as unknown as ClassChildRecord | null;
          if (!latest || latest.failed) return null;
          if (latest.bookId) return latest.bookId;
          const created = await createPaidBook(tx, {
            ownerUid: record.ownerUid,
            creatorName: null,
            inputs,
            seed,
            story,
            now: clock.now(),
          });
          tx.update(childPath(classId, index), { bookId: created } as DocData);
          return created;
        });
        if (bookId) await startIllustrations(deps, bookId, record.ownerUid, drawsSheet);
      } catch (error) {
        if (!givesUp(error, context)) throw error;
        logger.error(`A book of class ${classId} could not be made; its credit goes back`, {
          uid: record.ownerUid,
          attempt: context.attempt,
          error,
        });
        await returnCredit(deps, classId, index);
      }
    },
  };
}
