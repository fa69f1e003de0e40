import { BOOK_QUEUES } from './books/book.js';
import { imageTasks } from './books/images/tasks.js';
import { narrationTasks } from './books/narration/tasks.js';
import { storyTasks } from './books/stories/tasks.js';
import { CLASS_QUEUES } from './classroom/model.js';
import { classTasks } from './classroom/tasks.js';
import type { Deps } from './ports/index.js';
import { DELETION_QUEUES } from './deletion/model.js';
import { EMAIL_QUEUES } from './emails/model.js';
import { emailTasks } from './emails/tasks.js';
import { deletionTasks } from './deletion/tasks.js';
import { PRINT_QUEUES } from './print/files/model.js';
import { printFileTasks } from './print/files/tasks.js';
import type { QueueDefinition, RetryRules } from './ports/taskQueue.js';
import { handlerFor } from './tasks/queueSpec.js';

const SPECS = { ...BOOK_QUEUES, ...PRINT_QUEUES, ...DELETION_QUEUES, ...EMAIL_QUEUES, ...CLASS_QUEUES };

/** Every task queue of the product with its retry rules (also the deployed functions' config). */
export const TASK_QUEUE_RULES: Record<string, RetryRules> = Object.fromEntries(
  Object.values(SPECS).map((spec) => [spec.name, spec.rules]),
);

type Drawing = Pick<Deps, 'settings' | 'store' | 'blobs' | 'clock' | 'illustrator' | 'tasks' | 'logger'>;
/** The pages are checked after drawing (issue 32); the sheet is not. */
type DrawingPages = Drawing & Pick<Deps, 'checker'>;

/**
 * Each queue's handler, fed with the payload its schema parsed, built from only the ports that
 * queue uses: a deployed queue function is wired with those alone (functionPorts.ts).
 */
export const QUEUE_HANDLERS = {
  [EMAIL_QUEUES.sendEmail.name]: (deps: Pick<Deps, 'store' | 'clock' | 'mailer' | 'settings' | 'logger'>) =>
    handlerFor(EMAIL_QUEUES.sendEmail, emailTasks(deps).sendEmail, deps.logger),
  [DELETION_QUEUES.deleteAccount.name]: (
    deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'tasks' | 'identity' | 'logger'>,
  ) => handlerFor(DELETION_QUEUES.deleteAccount, deletionTasks(deps).deleteAccount, deps.logger),
  [PRINT_QUEUES.buildPrintFile.name]: (
    deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'illustrator' | 'print' | 'logger'>,
  ) => handlerFor(PRINT_QUEUES.buildPrintFile, printFileTasks(deps).buildFile, deps.logger),
  [BOOK_QUEUES.writeStory.name]: (deps: Pick<Deps, 'store' | 'storyteller' | 'logger'>) =>
    handlerFor(BOOK_QUEUES.writeStory, storyTasks(deps).writeStory, deps.logger),
  [BOOK_QUEUES.drawReferenceSheet.name]: (deps: Drawing) =>
    handlerFor(BOOK_QUEUES.drawReferenceSheet, imageTasks(deps).drawSheet, deps.logger),
  [BOOK_QUEUES.illustratePage.name]: (deps: DrawingPages) =>
    handlerFor(BOOK_QUEUES.illustratePage, imageTasks(deps).draw, deps.logger),
  [BOOK_QUEUES.redrawPage.name]: (deps: DrawingPages) =>
    handlerFor(BOOK_QUEUES.redrawPage, imageTasks(deps).draw, deps.logger),
  [BOOK_QUEUES.drawBatch.name]: (deps: DrawingPages) =>
    handlerFor(BOOK_QUEUES.drawBatch, imageTasks(deps).drawBatch, deps.logger),
  [BOOK_QUEUES.narratePage.name]: (deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'narrator' | 'logger'>) =>
    handlerFor(BOOK_QUEUES.narratePage, narrationTasks(deps).narratePage, deps.logger),
  [CLASS_QUEUES.makeClassBook.name]: (
    deps: Pick<Deps, 'store' | 'storyteller' | 'illustrator' | 'tasks' | 'clock' | 'logger' | 'settings'>,
  ) => handlerFor(CLASS_QUEUES.makeClassBook, classTasks(deps).makeClassBook, deps.logger),
} satisfies Record<string, (deps: Deps) => QueueDefinition>;

/** Every queue's handler at once (the in-process runner of the tests and tools). */
export function queueDefinitions(deps: Deps): Record<string, QueueDefinition> {
  return Object.fromEntries(Object.entries(QUEUE_HANDLERS).map(([name, build]) => [name, build(deps)]));
}
