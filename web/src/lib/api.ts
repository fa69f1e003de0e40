import { auth } from './firebase';

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

type UserPath = `/user/${string}`;
type PublicPath = `/public/${string}`;

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  headers: Record<string, string>,
  options: RequestOptions<T>,
): Promise<T> {
  const init: RequestInit = { method, headers: { Accept: 'application/json', ...headers } };
  if (method === 'POST') {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body ?? {});
  }
  if (options.signal) init.signal = options.signal;

  const response = await fetch(path, init);
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }

  if (!response.ok) throw new ApiError(response.status, errorMessage(data, response.status), data);
  return options.schema ? options.schema.parse(data) : (data as T);
}

function errorMessage(data: unknown, status: number): string {
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string')
    return data.error;
  if (typeof data === 'string' && data.trim()) return data.trim();
  return `Request failed with status ${status}`;
}

/** POST JSON to a `/user/*` route with the signed-in user's Firebase ID token. */
export async function userPost<T = unknown>(
  path: UserPath,
  body?: unknown,
  options: RequestOptions<T> = {},
): Promise<T> {
  const user = auth.currentUser;
  if (!user) throw new ApiError(401, 'Please log in to continue.');
  const token = await user.getIdToken();
  return request('POST', path, body, { Authorization: `Bearer ${token}` }, options);
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
