/**
 * Calls `load` until it resolves, at most `attempts` times `delayMs` apart (for answers that
 * may not be there yet, like a book's legends while it is written). Every failure goes to
 * `onFailure` with its attempt number and whether it was the last. Returns `stop`, for an
 * effect's clean-up: after it, nothing more is called.
 */
export function keepTrying<T>(
  load: () => Promise<T>,
  {
    attempts,
    delayMs,
    onLoaded,
    onFailure,
  }: {
    attempts: number;
    delayMs: number;
    onLoaded: (value: T) => void;
    onFailure: (error: unknown, attempt: number, last: boolean) => void;
  },
): () => void {
  let active = true;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    attempt += 1;
    try {
      const value = await load();
      if (active) onLoaded(value);
    } catch (error) {
      if (!active) return;
      const last = attempt >= attempts;
      onFailure(error, attempt, last);
      if (!last) timer = setTimeout(() => void run(), delayMs);
    }
  };
  void run();
  return () => {
    active = false;
    clearTimeout(timer);
  };
}
