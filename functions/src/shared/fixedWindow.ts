/**
 * A counter that starts again at each fixed window (the API's hourly limits: wrong join codes,
 * newsletter sign-ups). Stored as `{ window, [field]: n }`, so reading it needs no clean-up: a
 * counter of an older window counts as none.
 */
export interface FixedWindowCounter {
  /** What was counted in the window `now` falls in. */
  countIn(data: Record<string, unknown> | null, now: Date): number;
  /** The counter document after one more now. */
  plusOne(data: Record<string, unknown> | null, now: Date): { window: number } & Record<string, number>;
  /** Seconds until the window ends (when a limited caller may try again), at least 1. */
  secondsLeft(now: Date): number;
}

export function fixedWindowCounter(windowMs: number, field: string): FixedWindowCounter {
  const windowOf = (now: Date) => Math.floor(now.getTime() / windowMs);
  const countIn = (data: Record<string, unknown> | null, now: Date) =>
    data && data.window === windowOf(now) ? Number(data[field] ?? 0) : 0;
  return {
    countIn,
    plusOne: (data, now) => ({ window: windowOf(now), [field]: countIn(data, now) + 1 }),
    secondsLeft: (now) => Math.max(1, Math.ceil(((windowOf(now) + 1) * windowMs - now.getTime()) / 1000)),
  };
}

/** "Try again in N minutes." for a Retry-After in seconds (at least one minute). */
export function tryAgainIn(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
