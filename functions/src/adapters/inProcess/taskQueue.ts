import type { Logger } from '../../ports/logger.js';
import {
  backoffSeconds,
  type EnqueueOptions,
  type QueueDefinition,
  type TaskPayload,
  type TaskQueue,
} from '../../ports/taskQueue.js';

export interface TaskFailure {
  queue: string;
  id?: string;
  payload: TaskPayload;
  attempts: number;
  error: unknown;
}

export interface InProcessTaskQueueOptions {
  /** Multiplies every wait (delays and backoffs), so tests run production's rules faster. Default 1. */
  timeScale?: number;
  /** Says which task used up its attempts (its queue, id and error; never its payload). */
  logger: Logger;
  /** Called when a task used up its attempts, instead of logging it. */
  onFailure?: (failure: TaskFailure) => void;
  /**
   * Attempts of a queue running at once, as Cloud Tasks' maxConcurrentDispatches holds them
   * (the others wait their turn, first come first served); a queue not named has no limit.
   */
  concurrency?: Record<string, number>;
}

/**
 * Runs task handlers in this process with Cloud Tasks' delivery rules: asynchronously after
 * enqueue (after delaySeconds), retried on a thrown error with the queue's backoff until
 * maxAttempts, deduplicated by task id. The payload travels as JSON, as it does over the wire,
 * and each attempt gets its own copy, as each redelivery does.
 */
export class InProcessTaskQueue implements TaskQueue {
  readonly description = 'in-process task queue';
  /** Tasks that exhausted their attempts, oldest first. */
  readonly failures: TaskFailure[] = [];
  private readonly timeScale: number;
  private readonly onFailure: (failure: TaskFailure) => void;
  private readonly seenIds = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private pending = 0;
  private idleWaiters: (() => void)[] = [];
  /** Queues whose new tasks wait for `hold`'s release (a test's look at a state in between). */
  private readonly held = new Map<string, (() => void)[]>();
  private readonly concurrency: Record<string, number>;
  private readonly running = new Map<string, number>();
  private readonly waitingTurn = new Map<string, (() => Promise<void>)[]>();

  constructor(
    private readonly definitions: Record<string, QueueDefinition>,
    options: InProcessTaskQueueOptions,
  ) {
    this.timeScale = options.timeScale ?? 1;
    this.concurrency = options.concurrency ?? {};
    this.onFailure =
      options.onFailure ??
      ((f) =>
        // The payload stays out: a deletion task's carries the account's email.
        options.logger.error(`Task on queue "${f.queue}" failed after ${f.attempts} attempts`, {
          queue: f.queue,
          ...(f.id ? { taskId: f.id } : {}),
          attempts: f.attempts,
          error: f.error,
        }));
  }

  async enqueue(queue: string, payload: TaskPayload, options: EnqueueOptions = {}): Promise<void> {
    const definition = this.definitions[queue];
    if (!definition) {
      throw new Error(
        `Unknown task queue "${queue}" (known: ${Object.keys(this.definitions).join(', ') || 'none'})`,
      );
    }
    const delay = options.delaySeconds ?? 0;
    if (!Number.isFinite(delay) || delay < 0)
      throw new Error(`delaySeconds must be a non-negative number, got ${delay}`);
    if (options.id !== undefined) {
      // Like Cloud Tasks, an id is taken for good once used: a retried enqueue is a no-op.
      const key = `${queue}\u0000${options.id}`;
      if (this.seenIds.has(key)) return;
      this.seenIds.add(key);
    }
    const wire = JSON.stringify(payload);
    this.pending += 1;
    const start = () =>
      this.after(delay, () => this.inTurn(queue, () => this.attempt(queue, definition, wire, options.id, 1)));
    const waiting = this.held.get(queue);
    if (waiting) waiting.push(start);
    else start();
  }

  /**
   * Keeps the tasks enqueued on `queue` from now on waiting until the returned release is
   * called, as a busy Cloud Tasks queue would: what a client sees meanwhile can be checked
   * without racing the task. `idle()` does not resolve while a held task waits.
   */
  hold(queue: string): () => void {
    if (!this.held.has(queue)) this.held.set(queue, []);
    return () => {
      const waiting = this.held.get(queue) ?? [];
      this.held.delete(queue);
      for (const start of waiting) start();
    };
  }

  /** Resolves once no task is waiting, running or due for a retry (tasks enqueued by handlers included). */
  idle(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * A test's cleanup: waits for the tasks to finish, then closes. A queue still held never goes
   * idle (its test failed before the release), so then it closes at once: the test shows its
   * failure, not a time-out of this wait.
   */
  async finish(): Promise<void> {
    if (this.held.size === 0) await this.idle();
    this.close();
  }

  /** Drops every waiting task and retry (a test's cleanup); running handlers finish on their own. */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.waitingTurn.clear();
    this.held.clear();
    this.pending = 0;
    this.wakeIdleWaiters();
  }

  private async attempt(
    queue: string,
    definition: QueueDefinition,
    wire: string,
    id: string | undefined,
    attempt: number,
  ) {
    const isLastAttempt = attempt >= definition.rules.maxAttempts;
    try {
      await definition.handler(JSON.parse(wire) as TaskPayload, { attempt, isLastAttempt });
    } catch (error) {
      if (!isLastAttempt) {
        this.after(backoffSeconds(definition.rules, attempt), () =>
          this.inTurn(queue, () => this.attempt(queue, definition, wire, id, attempt + 1)),
        );
        return;
      }
      const failure: TaskFailure = {
        queue,
        payload: JSON.parse(wire) as TaskPayload,
        attempts: attempt,
        error,
      };
      if (id !== undefined) failure.id = id;
      this.failures.push(failure);
      this.onFailure(failure);
    }
    this.settle();
  }

  /** Runs an attempt now, or once one of the queue's `concurrency` running attempts ends. */
  private async inTurn(queue: string, run: () => Promise<void>): Promise<void> {
    const limit = this.concurrency[queue];
    if (limit === undefined) return run();
    const busy = this.running.get(queue) ?? 0;
    if (busy >= limit) {
      const line = this.waitingTurn.get(queue) ?? [];
      line.push(run);
      this.waitingTurn.set(queue, line);
      return;
    }
    this.running.set(queue, busy + 1);
    try {
      await run();
    } finally {
      this.running.set(queue, (this.running.get(queue) ?? 1) - 1);
      const next = this.waitingTurn.get(queue)?.shift();
      if (next) void this.inTurn(queue, next);
    }
  }

  private after(seconds: number, run: () => Promise<void>): void {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        void run();
      },
      seconds * 1000 * this.timeScale,
    );
    this.timers.add(timer);
  }

  private settle(): void {
    this.pending = Math.max(0, this.pending - 1);
    if (this.pending === 0) this.wakeIdleWaiters();
  }

  private wakeIdleWaiters(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const wake of waiters) wake();
  }
}
