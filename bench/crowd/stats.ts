/** The crowd simulation's arithmetic: percentiles of waiting times and calls counted a minute. */

/** The p-th percentile (0-100) by the nearest-rank method: a value that was measured; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

export function summary(values: readonly number[]): Summary {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max: values.length ? Math.max(...values) : NaN,
  };
}

/**
 * Events counted by the minute they happened in, from `startMs` (minute 0) to the last event's
 * minute or `untilMs`, whichever is later; events before the start are left out.
 */
export function perMinute(atMs: readonly number[], startMs: number, untilMs = startMs): number[] {
  const last = Math.max(untilMs, ...atMs);
  const minutes = Math.max(0, Math.floor((last - startMs) / 60_000)) + 1;
  const counts = Array.from({ length: minutes }, () => 0);
  for (const at of atMs) {
    if (at < startMs) continue;
    counts[Math.floor((at - startMs) / 60_000)]! += 1;
  }
  return counts;
}

/** Milliseconds as seconds with one decimal, or a dash for none. */
export const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(1) : '-');
