import type { z } from 'zod';
import { badRequest } from './errors.js';

/** Parses a request body against its contract schema; any mismatch is a 400 naming the field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const messages = result.error.issues.map((issue) => {
    const field = issue.path.join('.');
    // zod's default text for a missing key is "expected string, received undefined"; say it plainly.
    if (issue.code === 'invalid_type' && issue.input === undefined && field) return `${field} is required`;
    return field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
  });
  throw badRequest(messages.join('; '));
}
