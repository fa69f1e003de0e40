/**
 * `GET /v1/checkout/sessions`: Stripe's list object, newest first, filtered by `created`,
 * `status` and `payment_intent`, in pages of `limit` (1-100, default 10) after `starting_after` or before
 * `ending_before`, with `has_more` telling the client (auto-pagination) to ask again.
 */
import { invalidParam, noSuchSession, unsupportedParam } from './errors.js';
import type { Form, FormValue } from './form.js';
import { current, type SessionObject, type StoredSession } from './sessions.js';

const LIST_PARAMS = new Set([
  'created',
  'limit',
  'starting_after',
  'ending_before',
  'status',
  'payment_intent',
]);
const RANGE = ['gt', 'gte', 'lt', 'lte'] as const;

export interface SessionList {
  object: 'list';
  url: '/v1/checkout/sessions';
  has_more: boolean;
  data: SessionObject[];
}

export function listSessions(stored: StoredSession[], query: Form, now: Date): SessionList {
  for (const key of Object.keys(query)) if (!LIST_PARAMS.has(key)) throw unsupportedParam(key);
  const limit = query.limit === undefined ? 10 : whole(query.limit, 'limit');
  if (limit < 1 || limit > 100) throw invalidParam('limit', 'This value must be between 1 and 100.');
  const created = createdFilter(query.created);
  const status = query.status;
  if (status !== undefined && !['open', 'complete', 'expired'].includes(status as string))
    throw invalidParam('status', `Invalid status: must be one of open, complete, or expired.`);

  const newestFirst = stored.map((s) => current(s, now)).reverse();
  const after = cursor(newestFirst, query.starting_after, 'starting_after');
  const before = cursor(newestFirst, query.ending_before, 'ending_before');
  const intent = query.payment_intent;
  const matches = (s: SessionObject) =>
    created(s.created) &&
    (status === undefined || s.status === status) &&
    (intent === undefined || s.payment_intent === intent);
  if (before !== null) {
    // A page just before the cursor, still newest first.
    const earlier = newestFirst.slice(0, before).filter(matches);
    return page(earlier.slice(-limit), earlier.length > limit);
  }
  const rest = newestFirst.slice(after === null ? 0 : after + 1).filter(matches);
  return page(rest.slice(0, limit), rest.length > limit);
}

const page = (data: SessionObject[], hasMore: boolean): SessionList => ({
  object: 'list',
  url: '/v1/checkout/sessions',
  has_more: hasMore,
  data,
});

function cursor(sessions: SessionObject[], id: FormValue | undefined, param: string): number | null {
  if (id === undefined || id === '') return null;
  const at = sessions.findIndex((s) => s.id === id);
  if (at < 0) throw noSuchSession(String(id), param);
  return at;
}

function whole(value: FormValue, param: string): number {
  if (typeof value !== 'string' || !/^\d+$/.test(value))
    throw invalidParam(param, `Invalid integer: ${String(value)}`);
  return Number(value);
}

/** `created=<t>` or `created[gt|gte|lt|lte]=<t>` (seconds since the epoch). */
function createdFilter(value: FormValue | undefined): (created: number) => boolean {
  if (value === undefined) return () => true;
  if (typeof value === 'string') {
    const exact = whole(value, 'created');
    return (c) => c === exact;
  }
  if (Array.isArray(value)) throw invalidParam('created', 'Invalid created filter.');
  const bounds = Object.entries(value).map(([op, v]) => {
    if (!RANGE.includes(op as (typeof RANGE)[number])) throw unsupportedParam(`created[${op}]`);
    return [op, whole(v, `created[${op}]`)] as const;
  });
  return (c) =>
    bounds.every(([op, t]) => (op === 'gt' ? c > t : op === 'gte' ? c >= t : op === 'lt' ? c < t : c <= t));
}
