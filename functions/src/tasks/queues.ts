import { bookTaskHandlers, QUEUE_RULES } from '../books/tasks.js';
import type { Deps } from '../ports/index.js';
import type { QueueDefinition, RetryRules } from '../ports/taskQueue.js';

/** Every task queue of the product with its retry rules (also the deployed functions' config). */
export const TASK_QUEUE_RULES: Record<string, RetryRules> = { ...QUEUE_RULES };

export function queueDefinitions(deps: Deps): Record<string, QueueDefinition> {
  const handlers = { ...bookTaskHandlers(deps) };
  return Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => [
      name,
      { rules: TASK_QUEUE_RULES[name] as RetryRules, handler },
    ]),
  );
}
