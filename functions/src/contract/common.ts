import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errorCodes.js';

/**
 * Every error answer of the API: `{ "error": "<clear English message>", "code": "<stable code>" }`;
 * the web shows the code's message in the parent's language (contract/errorCodes.ts).
 */
export const errorBody = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES).describe('A stable machine code; see contract/errorCodes.ts'),
  /** A 429's wait in seconds (also the Retry-After header), and which limit it is (issue 45). */
  retryAfterSeconds: z.number().int().optional(),
  call: z.string().optional().describe("hourly_limit: the limited call ('pdfBuilds', 'storyStarts', ...)"),
  perHour: z.number().int().optional().describe('hourly_limit: how many such calls an hour allows'),
  codeKind: z.enum(['gift', 'join']).optional().describe('too_many_wrong_codes: which code was guessed'),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * A rule whose message is a whole sentence the client shows as it is (spec part 2 §8 names
 * them), answered alone and with its own status where the spec gives one other than 400, and
 * its own stable code where it has one.
 */
export const sentence = (message: string, status = 400, code?: ErrorCode) => ({
  message,
  params: { sentence: true, status, ...(code ? { code } : {}) },
  abort: true,
});
