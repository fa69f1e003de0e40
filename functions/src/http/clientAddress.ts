import type { Request } from 'express';

/**
 * The caller's address for rate limits, as Google's front end reports it. The front end appends
 * `<client address>, <front end address>` to X-Forwarded-For; anything to the left of those two
 * is what the client sent and could be anything, so it is never read (express's `req.ip` with
 * `trust proxy` on takes the leftmost entry, which a client sets freely). Without two entries the
 * request did not come through the front end (local stack, tests): the socket's address.
 */
export function clientAddress(req: Request): string {
  const forwarded = (req.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length >= 2) return forwarded[forwarded.length - 2] as string;
  return req.socket.remoteAddress ?? 'unknown';
}
