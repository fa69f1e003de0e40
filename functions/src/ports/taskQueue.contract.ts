import { afterEach, describe, expect, it } from 'vitest';
import {
  backoffSeconds,
  type QueueDefinition,
  type TaskContext,
  type TaskPayload,
  type TaskQueue,
} from './taskQueue.js';

export interface TaskQueueUnderTest {
  queue: TaskQueue;
  /** Resolves when every enqueued task has run to success or given up. */
  idle(): Promise<void>;
  /** Factor the adapter applies to delays and backoffs (1 = real seconds). */
  timeScale: number;
  cleanup(): Promise<void>;
}

interface Delivery {
  payload: TaskPayload;
  context: TaskContext;
  at: number;
}

/**
 * Delivery rules every TaskQueue adapter shares: at-least-once with retries per the queue's
 * RetryRules, deduplication by id, delays. Handlers record deliveries; the test waits on idle().
 */
export function describeTaskQueueContract(
  name: string,
  makeQueue: (definitions: Record<string, QueueDefinition>) => Promise<TaskQueueUnderTest>,
): void {
  describe(`TaskQueue contract: ${name}`, () => {
    let current: TaskQueueUnderTest | undefined;
    afterEach(async () => {
      await current?.cleanup();
      current = undefined;
    });

    /** A queue "work" whose handler fails the first `failures` attempts. */
    async function setUp(rules: QueueDefinition['rules'], failures = 0) {
      const deliveries: Delivery[] = [];
      current = await makeQueue({
        work: {
          rules,
          handler: async (payload, context) => {
            deliveries.push({ payload, context, at: performance.now() });
            if (context.attempt <= failures) throw new Error(`planned failure ${context.attempt}`);
          },
        },
      });
      return { ...current, deliveries };
    }
    const rules = { maxAttempts: 3, minBackoffSeconds: 1, maxBackoffSeconds: 10 };

    it('runs a task with its payload', async () => {
      const { queue, idle, deliveries } = await setUp(rules);
      await queue.enqueue('work', { bookId: 'b1', pages: [1, 2], options: { hd: true } });
      await idle();
      expect(deliveries.map((d) => [d.payload, d.context])).toEqual([
        [
          { bookId: 'b1', pages: [1, 2], options: { hd: true } },
          { attempt: 1, isLastAttempt: false },
        ],
      ]);
    });

    it('retries a failing handler, waiting the backoff, until it succeeds', async () => {
      const { queue, idle, timeScale, deliveries } = await setUp(
        { maxAttempts: 5, minBackoffSeconds: 1, maxBackoffSeconds: 10 },
        2,
      );
      await queue.enqueue('work', { n: 1 });
      await idle();
      expect(deliveries.map((d) => d.context)).toEqual([
        { attempt: 1, isLastAttempt: false },
        { attempt: 2, isLastAttempt: false },
        { attempt: 3, isLastAttempt: false },
      ]);
      const [first, second, third] = deliveries.map((d) => d.at) as [number, number, number];
      // Backoffs of 1 s then 2 s, scaled; timers may fire a hair early, hence the 2 ms slack.
      expect(second - first).toBeGreaterThanOrEqual(1000 * timeScale - 2);
      expect(third - second).toBeGreaterThanOrEqual(2000 * timeScale - 2);
    });

    it('gives up after maxAttempts, telling the handler which attempt is the last', async () => {
      const { queue, idle, deliveries } = await setUp(rules, Infinity);
      await queue.enqueue('work', { n: 1 });
      await idle();
      expect(deliveries.map((d) => d.context)).toEqual([
        { attempt: 1, isLastAttempt: false },
        { attempt: 2, isLastAttempt: false },
        { attempt: 3, isLastAttempt: true },
      ]);
    });

    it('accepts a task id once: enqueueing it again is a silent no-op', async () => {
      const { queue, idle, deliveries } = await setUp(rules);
      await queue.enqueue('work', { n: 1 }, { id: 'task-1' });
      await queue.enqueue('work', { n: 2 }, { id: 'task-1' });
      await queue.enqueue('work', { n: 3 }, { id: 'task-2' });
      await idle();
      await queue.enqueue('work', { n: 4 }, { id: 'task-1' });
      await idle();
      expect(deliveries.map((d) => d.payload.n).sort()).toEqual([1, 3]);
    });

    it('honours delaySeconds', async () => {
      const { queue, idle, timeScale, deliveries } = await setUp(rules);
      const enqueued = performance.now();
      await queue.enqueue('work', { n: 1 }, { delaySeconds: 2 });
      expect(deliveries).toHaveLength(0);
      await idle();
      expect(deliveries).toHaveLength(1);
      expect((deliveries[0] as Delivery).at - enqueued).toBeGreaterThanOrEqual(2000 * timeScale - 2);
    });

    it('rejects an unknown queue', async () => {
      const { queue } = await setUp(rules);
      await expect(queue.enqueue('no-such-queue', { n: 1 })).rejects.toThrow(/no-such-queue/);
    });
  });

  describe('backoffSeconds', () => {
    it('doubles from the minimum and caps at the maximum', () => {
      const rules = { maxAttempts: 10, minBackoffSeconds: 5, maxBackoffSeconds: 60 };
      expect([1, 2, 3, 4, 5, 6].map((n) => backoffSeconds(rules, n))).toEqual([5, 10, 20, 40, 60, 60]);
    });
  });
}
