/**
 * HTTP with deadlines, and polling. Every request of a step is bounded by the step's deadline,
 * so a hung connection fails the step with a reason instead of hanging the smoke.
 */

/** A step failed; the message says which call and what it answered (status and body). */
export class StepFailure extends Error {
  override name = 'StepFailure';
}

let interruption = new AbortController();

/** Ctrl-C: the running step's calls and waits stop at once, so the clean-up can run. */
export function interrupt(): void {
  interruption.abort();
}

/** The clean-up after an interruption runs with calls of its own (a second Ctrl-C quits). */
export function resetInterruption(): void {
  interruption = new AbortController();
}

const INTERRUPTED = 'interrupted (Ctrl-C)';

const BODY_LIMIT = 400;

/** The start of a body as text: JSON and text as they are, anything else by type and size. */
export function bodyPreview(contentType: string | null, bytes: Uint8Array): string {
  if (bytes.length === 0) return '(empty body)';
  const type = (contentType ?? '').toLowerCase();
  const textual = !type || /json|text|html|xml|javascript/.test(type);
  if (!textual) return `(${bytes.length} bytes of ${type})`;
  const text = new TextDecoder()
    .decode(bytes.subarray(0, BODY_LIMIT * 4))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > BODY_LIMIT ? `${text.slice(0, BODY_LIMIT)}...` : text;
}

/** A response already read, so callers can both check it and report it. */
export interface Answer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  /** e.g. 'POST /user/create' */
  call: string;
}

export const describe = (a: Answer) =>
  `${a.call} answered ${a.status}: ${bodyPreview(a.headers.get('content-type'), a.bytes)}`;

export const text = (a: Answer) => new TextDecoder().decode(a.bytes);

/** The answer's JSON; a body that is not JSON fails the step with the body shown. */
export function json<T>(a: Answer): T {
  try {
    return JSON.parse(text(a)) as T;
  } catch {
    throw new StepFailure(`${describe(a)} (expected JSON)`);
  }
}

/** An answer of the expected status, else the step fails with what came instead. */
export function expectStatus(a: Answer, ...ok: number[]): Answer {
  if (!ok.includes(a.status)) throw new StepFailure(describe(a));
  return a;
}

/** fetch, read to the end, within the deadline (epoch ms). */
export async function request(
  url: string,
  init: RequestInit,
  deadline: number,
  call?: string,
): Promise<Answer> {
  const label = call ?? `${init.method ?? 'GET'} ${new URL(url).pathname}`;
  const remaining = deadline - Date.now();
  if (remaining <= 0) throw new StepFailure(`${label}: the step's time ran out before the call`);
  if (interruption.signal.aborted) throw new StepFailure(INTERRUPTED);
  try {
    const signal = AbortSignal.any([AbortSignal.timeout(remaining), interruption.signal]);
    const response = await fetch(url, { ...init, signal });
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, bytes, call: label };
  } catch (error) {
    const cause = error as Error & { cause?: { code?: string; message?: string } };
    if (interruption.signal.aborted) throw new StepFailure(`${label}: ${INTERRUPTED}`);
    if (cause.name === 'TimeoutError')
      throw new StepFailure(`${label}: no answer before the step's time-out`);
    const detail = cause.cause?.code ?? cause.cause?.message ?? cause.message;
    throw new StepFailure(`${label}: request failed (${detail})`);
  }
}

/** Waits ms, or less when interrupted. */
function pause(ms: number): Promise<void> {
  const signal = interruption.signal;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/** What one poll saw: done with a value, or not yet with a note on the last answer. */
export type Poll<T> = { done: true; value: T } | { done: false; last: string };

/**
 * Polls until `attempt` is done or the deadline passes, backing off from 0.5 s to 5 s so the
 * local stack is measured closely and a production API is not hammered for ten minutes.
 * Unlike emulators/src/process.ts `waitFor`, an error thrown by `attempt` stops at once (a
 * refusal such as 401 or 'generation failed' will not turn into a pass by waiting), and a
 * time-out reports the last answer seen.
 */
export async function pollUntil<T>(
  what: string,
  deadline: number,
  attempt: () => Promise<Poll<T>>,
  onProgress?: (last: string) => void,
): Promise<T> {
  let interval = 500;
  let last = 'no answer yet';
  for (;;) {
    const result = await attempt();
    if (result.done) return result.value;
    if (result.last !== last) onProgress?.(result.last);
    last = result.last;
    const wait = Math.min(interval, deadline - Date.now());
    if (wait > 0) await pause(wait);
    if (interruption.signal.aborted) throw new StepFailure(`${INTERRUPTED} while waiting for ${what}`);
    // Too little time left for another call to answer: report what was last seen.
    if (deadline - Date.now() < 100) throw new StepFailure(`timed out waiting for ${what}; last: ${last}`);
    interval = Math.min(5000, interval * 1.5);
  }
}
