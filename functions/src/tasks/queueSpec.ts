import type { z } from 'zod';
import type { JsonValue } from '../ports/documentStore.js';
import type { Logger } from '../ports/logger.js';
import type {
  EnqueueOptions,
  QueueDefinition,
  RetryRules,
  TaskContext,
  TaskPayload,
  TaskQueue,
} from '../ports/taskQueue.js';

/**
 * A queue as producers and its handler both know it: its name (also the name of its
 * onTaskDispatched function), retry rules and the one zod schema of its payload.
 */
export interface QueueSpec<S extends z.ZodType<{ [key: string]: JsonValue }>> {
  name: string;
  rules: RetryRules;
  payload: S;
}

/** Enqueues a payload the schema accepts; a producer bug fails here, not in a handler later. */
export function enqueueOn<S extends z.ZodType<{ [key: string]: JsonValue }>>(
  tasks: TaskQueue,
  spec: QueueSpec<S>,
  payload: z.input<S>,
  options?: EnqueueOptions,
): Promise<void> {
  return tasks.enqueue(spec.name, spec.payload.parse(payload) as TaskPayload, options);
}

/**
 * The queue's handler fed with its parsed payload. A payload the schema refuses can never
 * succeed, so it is logged and dropped instead of being retried to the end of its attempts.
 */
export function handlerFor<S extends z.ZodType<{ [key: string]: JsonValue }>>(
  spec: QueueSpec<S>,
  handle: (payload: z.output<S>, context: TaskContext) => Promise<void>,
  logger: Logger,
): QueueDefinition {
  return {
    rules: spec.rules,
    handler: async (raw, context) => {
      const parsed = spec.payload.safeParse(raw);
      if (!parsed.success) {
        // Which fields were wrong, not what they held: a payload may carry an email.
        const wrong = parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.code}`);
        logger.error(`Dropping a malformed ${spec.name} task`, {
          queue: spec.name,
          attempt: context.attempt,
          detail: wrong.join('; '),
        });
        return;
      }
      await handle(parsed.data, context);
    },
  };
}
