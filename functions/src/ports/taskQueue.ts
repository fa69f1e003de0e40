/**
 * TaskQueue: background work delivered at least once (generation, illustration, PDF builds).
 * Handlers must therefore be idempotent. Production runs each queue as an onTaskDispatched
 * function on Cloud Tasks; tests use the in-process runner with the same retry rules.
 */
import type { JsonValue } from './documentStore.js';

export type TaskPayload = { [key: string]: JsonValue };

export interface RetryRules {
  /** Total attempts including the first. */
  maxAttempts: number;
  minBackoffSeconds: number;
  maxBackoffSeconds: number;
}

export interface TaskContext {
  /** 1 for the first delivery. */
  attempt: number;
  /** True on the last attempt the rules allow. */
  isLastAttempt: boolean;
}

export type TaskHandler = (payload: TaskPayload, context: TaskContext) => Promise<void>;

export interface QueueDefinition {
  rules: RetryRules;
  handler: TaskHandler;
}

export interface EnqueueOptions {
  /** Tasks with the same id are accepted once (deduplication on retried enqueues). */
  id?: string;
  delaySeconds?: number;
}

export interface TaskQueue {
  readonly description: string;
  enqueue(queue: string, payload: TaskPayload, options?: EnqueueOptions): Promise<void>;
}

/** Backoff before attempt n+1 after attempt n failed: doubles from min, capped at max. */
export function backoffSeconds(rules: RetryRules, failedAttempt: number): number {
  const doubled = rules.minBackoffSeconds * 2 ** (failedAttempt - 1);
  return Math.min(rules.maxBackoffSeconds, doubled);
}
