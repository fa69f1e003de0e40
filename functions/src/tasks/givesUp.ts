import { EngineError } from '../ports/engineError.js';
import type { TaskContext } from '../ports/taskQueue.js';

/** Whether a task gives up now: a final engine error, or the queue's last attempt. */
export function givesUp(error: unknown, context: TaskContext): boolean {
  return context.isLastAttempt || (error instanceof EngineError && !error.retryable);
}
