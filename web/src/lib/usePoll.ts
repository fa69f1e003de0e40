import { useCallback, useEffect, useRef, useState } from 'react';

export type PollState<T> = { status: 'checking' } | { status: 'found'; value: T } | { status: 'gaveUp' };

/**
 * Asks `check` until it finds something (non-null), at most `attempts` times `intervalMs` apart;
 * a failed check is logged and counts as not found. A new `what` or `retry` starts another round.
 * Used where the
 * answer depends on background work the page waits for (a payment's webhook, a print order).
 */
export function usePoll<T>(
  what: string,
  check: () => Promise<T | null>,
  { attempts, intervalMs }: { attempts: number; intervalMs: number },
): { state: PollState<T>; retry: () => void } {
  const [state, setState] = useState<PollState<T>>({ status: 'checking' });
  const [round, setRound] = useState(0);
  // The latest `check` (callers pass a new closure on every render); `what` names the target.
  const checkRef = useRef(check);
  useEffect(() => {
    checkRef.current = check;
  });

  useEffect(() => {
    let active = true;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryOnce = async () => {
      attempt += 1;
      try {
        const value = await checkRef.current();
        if (!active) return;
        if (value !== null) {
          setState({ status: 'found', value });
          return;
        }
      } catch (error) {
        console.error(`Checking ${what} failed`, error);
      }
      if (!active) return;
      if (attempt < attempts) timer = setTimeout(() => void tryOnce(), intervalMs);
      else setState({ status: 'gaveUp' });
    };
    void tryOnce();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [what, attempts, intervalMs, round]);

  const retry = useCallback(() => {
    setState({ status: 'checking' });
    setRound((r) => r + 1);
  }, []);
  return { state, retry };
}
