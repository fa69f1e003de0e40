import { z } from 'zod';

/** Every error answer of the API: `{ "error": "<clear message>" }`. */
export const errorBody = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * A rule whose message is a whole sentence the client shows as it is (spec part 2 §8 names
 * them), answered alone and with its own status where the spec gives one other than 400.
 */
export const sentence = (message: string, status = 400) => ({
  message,
  params: { sentence: true, status },
  abort: true,
});
