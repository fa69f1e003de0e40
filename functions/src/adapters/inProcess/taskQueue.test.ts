import { describe, expect, it, vi } from 'vitest';
import { describeTaskQueueContract } from '../../ports/taskQueue.contract.js';
import type { QueueDefinition } from '../../ports/taskQueue.js';
import { InProcessTaskQueue, type TaskFailure } from './taskQueue.js';

// 1 s of production backoff becomes 10 ms here: the same rules, run faster.
const timeScale = 0.01;

describeTaskQueueContract('in-process', async (definitions) => {
  const queue = new InProcessTaskQueue(definitions, { timeScale, onFailure: () => {} });
  return { queue, idle: () => queue.idle(), timeScale, cleanup: async () => queue.close() };
});

const rules = { maxAttempts: 2, minBackoffSeconds: 1, maxBackoffSeconds: 1 };

describe('InProcessTaskQueue', () => {
  it('records a task that used up its attempts and reports it', async () => {
    const reported: TaskFailure[] = [];
    const boom = new Error('boom');
    const queue = new InProcessTaskQueue(
      { work: { rules, handler: async () => Promise.reject(boom) } },
      { timeScale, onFailure: (f) => reported.push(f) },
    );
    await queue.enqueue('work', { bookId: 'b1' }, { id: 't1' });
    await queue.idle();
    expect(queue.failures).toEqual([
      { queue: 'work', id: 't1', payload: { bookId: 'b1' }, attempts: 2, error: boom },
    ]);
    expect(reported).toEqual(queue.failures);
  });

  it('is idle at once when nothing was enqueued', async () => {
    await expect(new InProcessTaskQueue({}).idle()).resolves.toBeUndefined();
  });

  it('stays busy while handlers enqueue follow-up tasks', async () => {
    const order: string[] = [];
    const definitions: Record<string, QueueDefinition> = {
      first: {
        rules,
        handler: async () => {
          order.push('first');
          await queue.enqueue('second', {}, { delaySeconds: 1 });
        },
      },
      second: { rules, handler: async () => void order.push('second') },
    };
    const queue = new InProcessTaskQueue(definitions, { timeScale });
    await queue.enqueue('first', {});
    await queue.idle();
    expect(order).toEqual(['first', 'second']);
  });

  it('hands every attempt its own copy of the payload, as sent over the wire', async () => {
    const seen: unknown[] = [];
    const queue = new InProcessTaskQueue(
      {
        work: {
          rules,
          handler: async (payload, { attempt }) => {
            seen.push(structuredClone(payload));
            payload.list = ['mutated'];
            if (attempt === 1) throw new Error('again');
          },
        },
      },
      { timeScale },
    );
    const payload = { list: ['a'], skipped: undefined } as unknown as { list: string[] };
    await queue.enqueue('work', payload);
    payload.list.push('changed after enqueue');
    await queue.idle();
    expect(seen).toEqual([{ list: ['a'] }, { list: ['a'] }]);
  });

  it('runs nothing after close()', async () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      const queue = new InProcessTaskQueue({ work: { rules, handler: async () => void (runs += 1) } });
      await queue.enqueue('work', {}, { delaySeconds: 1 });
      queue.close();
      await queue.idle();
      await vi.runAllTimersAsync();
      expect(runs).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
