import type { DocData } from '../../ports/documentStore.js';
import type { Deps } from '../../ports/index.js';
import type { TaskContext } from '../../ports/taskQueue.js';
import { EngineError } from '../../ports/engineError.js';
import { givesUp } from '../../tasks/givesUp.js';
import { asJson, BOOK_MESSAGES, bookPath, fromDoc } from '../book.js';

/** The writeStory queue's work: a drafted story's text from the storyteller. */
export function storyTasks(deps: Pick<Deps, 'store' | 'storyteller' | 'logger'>) {
  const { store, storyteller, logger } = deps;

  /** Moves a book still in 'writing' on; a re-delivery after it is written does nothing. */
  const whileWriting = (bookId: string, patch: object) =>
    store.runTransaction(async (tx) => {
      const current = await tx.get(bookPath(bookId));
      if (current && fromDoc(current, bookId).status === 'writing')
        tx.update(bookPath(bookId), asJson(patch) as DocData);
    });

  return {
    async writeStory({ bookId }: { bookId: string }, context: TaskContext) {
      const data = await store.get(bookPath(bookId));
      const book = data ? fromDoc(data, bookId) : null;
      if (!book || book.status !== 'writing') return;
      try {
        const story = await storyteller.write({ ...book.inputs, seed: book.seed });
        await whileWriting(bookId, { status: 'written', story });
      } catch (error) {
        if (!givesUp(error, context)) throw error;
        logger.error(`Story of book ${bookId} failed for good`, { bookId, attempt: context.attempt, error });
        // An engine that knows why (a language it does not write) tells the parent so.
        const failure = (error instanceof EngineError && error.forParent) || BOOK_MESSAGES.storyFailed;
        await whileWriting(bookId, { status: 'failed', failure });
      }
    },
  };
}
