import type { z } from 'zod';
import type { ErrorCode } from '../contract/errorCodes.js';
import { HttpError } from './errors.js';

interface SentenceParams {
  sentence?: boolean;
  status?: number;
  code?: ErrorCode;
}

/**
 * Parses a request body against its contract schema: the schema is the whole rule, so this is
 * the body's one parse. A rule written as a spec sentence (contract `sentence`) answers alone
 * with its own status; any other mismatch is a 400 naming the fields.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const params = (first as { params?: SentenceParams } | undefined)?.params;
  if (first && params?.sentence) throw new HttpError(params.status ?? 400, first.message, params.code);
  const given = (body ?? {}) as Record<PropertyKey, unknown>;
  const messages = result.error.issues.map((issue) => {
    const field = issue.path.join('.');
    // zod's default text for a missing key is "expected string, received undefined"; say it plainly.
    const missing = issue.path.length === 1 && given[issue.path[0] as PropertyKey] === undefined;
    if (issue.code === 'invalid_type' && issue.input === undefined && missing) return `${field} is required`;
    return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
  });
  throw new HttpError(400, messages.join('; '));
}
