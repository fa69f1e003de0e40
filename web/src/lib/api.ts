import { isErrorCode, type ErrorCode } from '@contract/errorCodes';
import type { AnswerOf, FileRoute, RequestOf, Route } from '@contract/routes/route';
import { errorText } from '../i18n/errorText';
import { loadAuthSdk } from './authSdk';

/**
 * The StorySprout API as the route table (functions/src/contract/routes) declares it: a call
 * names its route's entry, its body is what the route's request schema takes, and its answer is
 * parsed with the route's answer schema. Only types are imported here: each call's module brings
 * the entries (and so the schemas) it uses, so a page loads only its own.
 */

/**
 * A non-OK answer of the StorySprout API. `message` is what the person reads, in the page's
 * language where the answer's stable `code` has words in the catalogues (i18n/errorText.ts);
 * `serverMessage` is the server's English `{error}` sentence, and `code` what code should branch on.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string;

  constructor(status: number, message: string, body?: unknown, code?: ErrorCode) {
    const known = code ?? codeOf(body);
    super(errorText(known, message, body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = known;
    this.serverMessage = message;
  }
}

function codeOf(body: unknown): ErrorCode | undefined {
  const code = body && typeof body === 'object' && 'code' in body ? body.code : undefined;
  return isErrorCode(code) ? code : undefined;
}

/** An OK answer that is not what the route's schema says it is. */
export class UnexpectedAnswer extends Error {
  constructor(path: string, cause: unknown) {
    super(`Unexpected ${path} answer`, { cause });
    this.name = 'UnexpectedAnswer';
  }
}

interface RequestOptions {
  signal?: AbortSignal;
}

type UserRoute = Route & { readonly method: 'POST'; readonly path: `/user/${string}` };
type PublicRoute = Route & { readonly path: `/public/${string}` };

/** A route's body as the client writes it, or a FormData where it also takes multipart. */
export type BodyOf<R extends Route> =
  RequestOf<R> | (R extends { readonly multipart: object } ? FormData : never);

/** The body, optional where the route takes nothing, then the options. */
type Args<R extends Route> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- a route that takes nothing
  {} extends RequestOf<R>
    ? [body?: BodyOf<R>, options?: RequestOptions]
    : [body: BodyOf<R>, options?: RequestOptions];

interface Parser {
  parse(data: unknown): unknown;
}
const isParser = (body: unknown): body is Parser =>
  typeof body === 'object' && body !== null && typeof (body as Partial<Parser>).parse === 'function';

/** The schema of the answer with this status (the route's JSON answer if it declares none for it). */
function schemaOf(route: Route, status: number): Parser | null | undefined {
  const declared: unknown = route.answers[status as keyof Route['answers']];
  if (declared === null) return null;
  if (isParser(declared)) return declared;
  return Object.values(route.answers as Record<string, unknown>).find(isParser);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorMessage(data: unknown, status: number): string {
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string')
    return data.error;
  if (typeof data === 'string' && data.trim()) return data.trim();
  return `Request failed with status ${status}`;
}

async function send(
  route: Route,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  options: RequestOptions,
  as: 'json' | 'blob',
): Promise<unknown> {
  const init: RequestInit = {
    method: route.method,
    headers: { Accept: as === 'blob' ? '*/*' : 'application/json', ...headers },
  };
  if (route.method === 'POST') {
    if (body instanceof FormData) {
      // multipart/form-data: fetch sets the content type with its boundary itself.
      init.body = body;
    } else {
      init.headers = { ...init.headers, 'Content-Type': 'application/json' };
      init.body = JSON.stringify(body ?? {});
    }
  }
  if (options.signal) init.signal = options.signal;

  const response = await fetch(url, init);
  if (!response.ok) {
    const data = await readBody(response);
    // A plain-text refusal (reDoEnhancedImage) carries its code in a header instead.
    const header = response.headers.get('X-Error-Code');
    const code = codeOf(data) ?? (isErrorCode(header) ? header : undefined);
    throw new ApiError(response.status, errorMessage(data, response.status), data, code);
  }
  if (as === 'blob') return response.blob();
  const schema = schemaOf(route, response.status);
  if (schema === null) return undefined;
  const data = await readBody(response);
  if (!schema) return data;
  try {
    return schema.parse(data);
  } catch (error) {
    throw new UnexpectedAnswer(route.path, error);
  }
}

async function bearer(): Promise<Record<string, string>> {
  // The Auth SDK is loaded here, not at start-up: public pages call only /public routes.
  const user = (await loadAuthSdk()).currentUser();
  if (!user) throw new ApiError(401, 'Please log in to continue.', undefined, 'not_signed_in');
  const token = await user.getIdToken();
  return { Authorization: `Bearer ${token}` };
}

/**
 * POST to a `/user/*` route with the signed-in user's Firebase ID token. The body is sent as JSON,
 * or as multipart/form-data when it is a FormData (file uploads).
 */
export async function userPost<R extends UserRoute>(
  route: R,
  ...[body, options = {}]: Args<R>
): Promise<AnswerOf<R>> {
  return (await send(route, route.path, body, await bearer(), options, 'json')) as AnswerOf<R>;
}

/** POST to a `/user/*` route that answers with a file (an image, a PDF, a ZIP). */
export async function userPostBlob<R extends UserRoute & FileRoute>(
  route: R,
  ...[body, options = {}]: Args<R>
): Promise<Blob> {
  return (await send(route, route.path, body, await bearer(), options, 'blob')) as Blob;
}

/** The query string of a GET, its values as text. */
function withQuery(path: string, query: object | undefined): string {
  const pairs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

/** GET a `/public/*` route (no identity needed), its request as the query. */
export async function publicGet<R extends PublicRoute & { readonly method: 'GET' }>(
  route: R,
  ...[query, options = {}]: Args<R>
): Promise<AnswerOf<R>> {
  return (await send(
    route,
    withQuery(route.path, query as object | undefined),
    undefined,
    {},
    options,
    'json',
  )) as AnswerOf<R>;
}

/** POST JSON to a `/public/*` route (no identity needed). */
export async function publicPost<R extends PublicRoute & { readonly method: 'POST' }>(
  route: R,
  ...[body, options = {}]: Args<R>
): Promise<AnswerOf<R>> {
  return (await send(route, route.path, body, {}, options, 'json')) as AnswerOf<R>;
}

/**
 * The purchase calls' region refusal: 403 with the body `{ status: 403 }` (CONTRACT.md), as
 * opposed to any other 403 (an unverified email, a limit).
 */
export function isRegionRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 403 &&
    (error.body as { status?: unknown } | undefined)?.status === 403
  );
}
