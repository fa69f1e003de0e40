import { loadAuthSdk } from './authSdk';

/** A non-OK answer of the StorySprout API, with the server's `{error}` message when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Anything with a zod-like `parse` (the contract schemas), to check an answer's shape. */
export interface Parser<T> {
  parse(data: unknown): T;
}

interface RequestOptions<T> {
  schema?: Parser<T>;
  signal?: AbortSignal;
}

export type UserPath = `/user/${string}`;
type PublicPath = `/public/${string}`;

type ResponseType = 'json' | 'blob';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  headers: Record<string, string>,
  options: RequestOptions<T>,
  responseType: ResponseType = 'json',
): Promise<T> {
  const accept = responseType === 'blob' ? '*/*' : 'application/json';
  const init: RequestInit = { method, headers: { Accept: accept, ...headers } };
  if (method === 'POST') {
    if (body instanceof FormData) {
      // multipart/form-data: fetch sets the content type with its boundary itself.
      init.body = body;
    } else {
      init.headers = { ...init.headers, 'Content-Type': 'application/json' };
      init.body = JSON.stringify(body ?? {});
    }
  }
  if (options.signal) init.signal = options.signal;

  const response = await fetch(path, init);
  if (!response.ok) {
    const data = await readBody(response);
    throw new ApiError(response.status, errorMessage(data, response.status), data);
  }
  if (responseType === 'blob') return (await response.blob()) as T;
  const data = await readBody(response);
  return options.schema ? options.schema.parse(data) : (data as T);
}

function errorMessage(data: unknown, status: number): string {
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string')
    return data.error;
  if (typeof data === 'string' && data.trim()) return data.trim();
  return `Request failed with status ${status}`;
}

async function bearer(): Promise<Record<string, string>> {
  // The Auth SDK is loaded here, not at start-up: public pages call only /public routes.
  const user = (await loadAuthSdk()).currentUser();
  if (!user) throw new ApiError(401, 'Please log in to continue.');
  const token = await user.getIdToken();
  return { Authorization: `Bearer ${token}` };
}

/**
 * POST to a `/user/*` route with the signed-in user's Firebase ID token. The body is sent as JSON,
 * or as multipart/form-data when it is a FormData (file uploads).
 */
export async function userPost<T = unknown>(
  path: UserPath,
  body?: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  return request('POST', path, body, await bearer(), options);
}

/** POST JSON to a `/user/*` route that answers with a file (an image, a PDF). */
export async function userPostBlob(
  path: UserPath,
  body?: unknown,
  options: Omit<RequestOptions<Blob>, 'schema'> = {},
): Promise<Blob> {
  return request<Blob>('POST', path, body, await bearer(), options, 'blob');
}

/** GET a `/public/*` route (no identity needed). */
export function publicGet<T = unknown>(path: PublicPath, options: RequestOptions<T> = {}): Promise<T> {
  return request('GET', path, undefined, {}, options);
}

/** POST JSON to a `/public/*` route (no identity needed). */
export function publicPost<T = unknown>(
  path: PublicPath,
  body?: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  return request('POST', path, body, {}, options);
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
