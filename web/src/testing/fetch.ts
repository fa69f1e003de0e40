import { vi } from 'vitest';

export type FetchHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The answers every test gets unless it says otherwise. */
const defaults: Record<string, FetchHandler> = {
  'GET /public/getCountry': () => json({ status: 200 }),
  'POST /public/subscribeNewsletter': () => json({ confirmationSent: true }),
  // The account page's settings: off the list, nothing bought yet.
  'POST /user/newsletter': () => json({ subscribed: false, confirmationPending: false }),
  'POST /user/purchases': () => json({ credits: [], printOrders: [] }),
  // No language chosen yet: the page keeps English (tests that switch say so).
  'POST /user/interfaceLanguage': () => json({ language: null }),
  // No reading mode chosen yet (issue 44): books show as usual.
  'POST /user/readingMode': () => json({ readingMode: null }),
  // The launch sale as the server answers it without an operator's sale: it ended on 2025-10-31.
  'GET /public/getPricing': () =>
    json({
      sale: {
        label: 'Launch Special',
        start: null,
        end: '2025-10-31T23:59:59',
        digitalPercentOff: 40,
        printPercentOff: 20,
      },
    }),
};

/** A sale that runs now: 40% off digital, 20% off print, for the sale's screens. */
export const RUNNING_SALE = {
  label: 'Launch Special',
  start: null,
  end: '2099-12-31T23:59:59',
  digitalPercentOff: 40,
  printPercentOff: 20,
};

/**
 * POST /user/readingMode as the server answers it: the mode a change sends, or else the one the
 * account keeps (`kept`).
 */
export function readingModeAnswer(kept: object): FetchHandler {
  return (init) =>
    json({ readingMode: (JSON.parse(String(init?.body)) as { readingMode?: object }).readingMode ?? kept });
}

/** Stubs global fetch with handlers keyed by 'METHOD /path'; unknown routes answer 404. */
export function installFetch(handlers: Record<string, FetchHandler> = {}) {
  const routes = { ...defaults, ...handlers };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url}`;
    const handler = routes[key];
    return handler ? handler(init) : json({ error: `No test route for ${key}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed JSON body of the n-th call to `path`. */
export function bodyOf(fetchMock: ReturnType<typeof installFetch>, path: string, n = 0): unknown {
  const call = fetchMock.mock.calls.filter(([input]) => input === path)[n];
  const body = call?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

/**
 * A handler whose answer waits until the test gives it, to see what the page shows while a call
 * runs: `const call = heldAnswer(); api({ 'POST /x': call.handler }); ...; call.answer(json(...))`.
 */
export function heldAnswer(): { handler: FetchHandler; answer: (response: Response) => void } {
  let answer: (response: Response) => void = () => {};
  return {
    handler: () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
    answer: (response) => answer(response),
  };
}
