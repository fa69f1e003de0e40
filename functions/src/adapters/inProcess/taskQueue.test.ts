import { describe, expect, it, vi } from 'vitest';
import { describeTaskQueueContract } from '../../ports/taskQueue.contract.js';
import type { QueueDefinition } from '../../ports/taskQueue.js';
import { capturedLogs, silentLogger } from '../../testing/logs.js';
import { InProcessTaskQueue, type TaskFailure } from './taskQueue.js';

// 1 s of production backoff becomes 10 ms here: the same rules, run faster.
const timeScale = 0.01;

describeTaskQueueContract('in-process', async (definitions) => {
  const queue = new InProcessTaskQueue(definitions, { timeScale, logger: silentLogger, onFailure: () => {} });
  return { queue, idle: () => queue.idle(), timeScale, cleanup: async () => queue.close() };
});

const rules = { maxAttempts: 2, minBackoffSeconds: 1, maxBackoffSeconds: 1 };

describe('InProcessTaskQueue', () => {
  it("runs at most a queue's concurrency at once, the others in the order they came", async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const handler = async (payload: { [key: string]: unknown }) => {
      running += 1;
      most = Math.max(most, running);
      order.push(payload.n as number);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    };
    const queue = new InProcessTaskQueue(
      { work: { rules, handler }, free: { rules, handler: async () => {} } },
      { timeScale, logger: silentLogger, concurrency: { work: 2 } },
    );
    for (let n = 1; n <= 6; n++) await queue.enqueue('work', { n });
    await queue.idle();
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('records a task that used up its attempts and reports it', async () => {
    const reported: TaskFailure[] = [];
    const boom = new Error('boom');
    const queue = new InProcessTaskQueue(
      { work: { rules, handler: async () => Promise.reject(boom) } },
      { timeScale, logger: silentLogger, onFailure: (f) => reported.push(f) },
    );
    await queue.enqueue('work', { bookId: 'b1' }, { id: 't1' });
    await queue.idle();
    expect(queue.failures).toEqual([
      { queue: 'work', id: 't1', payload: { bookId: 'b1' }, attempts: 2, error: boom },
    ]);
    expect(reported).toEqual(queue.failures);
  });

  it('logs a task that used up its attempts by queue and id, without its payload', async () => {
    const logs = capturedLogs();
    const queue = new InProcessTaskQueue(
      { deleteAccount: { rules, handler: async () => Promise.reject(new Error('boom')) } },
      { timeScale, logger: logs.logger },
    );
    await queue.enqueue('deleteAccount', { uid: 'u1', email: 'parent@example.com' }, { id: 'delete-u1' });
    await queue.idle();
    expect(logs.entries()).toMatchObject([
      {
        severity: 'ERROR',
        queue: 'deleteAccount',
        taskId: 'delete-u1',
        attempts: 2,
        error: { message: 'boom' },
      },
    ]);
    expect(logs.lines.join('\n')).not.toContain('example.com');
  });

  it('is idle at once when nothing was enqueued', async () => {
    await expect(new InProcessTaskQueue({}, { logger: silentLogger }).idle()).resolves.toBeUndefined();
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
    const queue = new InProcessTaskQueue(definitions, { timeScale, logger: silentLogger });
    await queue.enqueue('first', {});
    await queue.idle();
    expect(order).toEqual(['first', 'second']);
  });

  it('keeps a held queue’s new tasks waiting until released, the other queues running', async () => {
    const ran: string[] = [];
    const definitions: Record<string, QueueDefinition> = {
      held: { rules, handler: async () => void ran.push('held') },
      free: { rules, handler: async () => void ran.push('free') },
    };
    const queue = new InProcessTaskQueue(definitions, { timeScale, logger: silentLogger });
    const release = queue.hold('held');
    await queue.enqueue('held', {});
    await queue.enqueue('free', {});
    await vi.waitFor(() => expect(ran).toEqual(['free']));
    release();
    await queue.idle();
    expect(ran).toEqual(['free', 'held']);
    await queue.enqueue('held', {});
    await queue.idle();
    expect(ran).toEqual(['free', 'held', 'held']);
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
      { timeScale, logger: silentLogger },
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
      const queue = new InProcessTaskQueue(
        { work: { rules, handler: async () => void (runs += 1) } },
        { logger: silentLogger },
      );
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
