import { BOOK_QUEUES } from '../books/book.js';
import { imageTasks } from '../books/images/tasks.js';
import { storyTasks } from '../books/stories/tasks.js';
import type { Deps } from '../ports/index.js';
import { DELETION_QUEUES } from '../deletion/model.js';
import { deletionTasks } from '../deletion/tasks.js';
import { PRINT_QUEUES } from '../print/files/model.js';
import { printFileTasks } from '../print/files/tasks.js';
import type { QueueDefinition, RetryRules } from '../ports/taskQueue.js';
import { handlerFor } from './queueSpec.js';

const SPECS = { ...BOOK_QUEUES, ...PRINT_QUEUES, ...DELETION_QUEUES };

/** Every task queue of the product with its retry rules (also the deployed functions' config). */
export const TASK_QUEUE_RULES: Record<string, RetryRules> = Object.fromEntries(
  Object.values(SPECS).map((spec) => [spec.name, spec.rules]),
);

/** Each queue's handler, fed with the payload its schema parsed. */
export function queueDefinitions(deps: Deps): Record<string, QueueDefinition> {
  const stories = storyTasks(deps);
  const images = imageTasks(deps);
  const printFiles = printFileTasks(deps);
  const deletion = deletionTasks(deps);
  return {
    [DELETION_QUEUES.deleteAccount.name]: handlerFor(DELETION_QUEUES.deleteAccount, deletion.deleteAccount),
    [PRINT_QUEUES.buildPrintFile.name]: handlerFor(PRINT_QUEUES.buildPrintFile, printFiles.buildFile),
    [BOOK_QUEUES.writeStory.name]: handlerFor(BOOK_QUEUES.writeStory, stories.writeStory),
    [BOOK_QUEUES.drawReferenceSheet.name]: handlerFor(BOOK_QUEUES.drawReferenceSheet, images.drawSheet),
    [BOOK_QUEUES.illustratePage.name]: handlerFor(BOOK_QUEUES.illustratePage, images.draw),
    [BOOK_QUEUES.redrawPage.name]: handlerFor(BOOK_QUEUES.redrawPage, images.draw),
  };
}
