import { useState } from 'react';
import { ApiError } from './api';

/**
 * What a parent reads when a send did not go through: a sentence made from what went wrong, or
 * a fixed sentence, shown after the failure's own message when it has one.
 */
export type FailureMessage = ((cause: unknown) => string) | string;

function messageOf(cause: unknown, failure: FailureMessage): string {
  if (typeof failure === 'function') return failure(cause);
  return cause instanceof Error && cause.message ? cause.message : failure;
}

/** The API's own message (it says what to fix), else `fallback` (a network failure, a crash). */
export const apiErrorOr =
  (fallback: string) =>
  (cause: unknown): string =>
    cause instanceof ApiError ? cause.message : fallback;

export interface Submit {
  busy: boolean;
  /** What the last send did, in words (when its action said so). */
  done: string | null;
  error: string | null;
  /**
   * Sends: busy while `action` runs, the sentence it answers as `done`, a failure as `error`.
   * Answers whether it went through.
   */
  run(action: () => Promise<string | void>): Promise<boolean>;
  /** Shows a problem found before sending (or clears it with null), in place of what was done. */
  fail(message: string | null): void;
}

export interface SubmitOptions {
  /** A problem to show before anything is sent (one found elsewhere, e.g. at sign-up). */
  initialError?: string | null;
  /** Logs a failure to the console under this heading (what failed), for the one who debugs it. */
  log?: string;
}

/** One form's or dialog's send: busy while it runs, then what happened in words. */
export function useSubmit(failure: FailureMessage, { initialError = null, log }: SubmitOptions = {}): Submit {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(initialError);
  async function run(action: () => Promise<string | void>) {
    setBusy(true);
    setDone(null);
    setError(null);
    try {
      const said = await action();
      if (typeof said === 'string') setDone(said);
      return true;
    } catch (cause) {
      if (log) console.error(log, cause);
      setError(messageOf(cause, failure));
      return false;
    } finally {
      setBusy(false);
    }
  }
  function fail(message: string | null) {
    setDone(null);
    setError(message);
  }
  return { busy, done, error, run, fail };
}
