import { z } from 'zod';

/** Every error answer of the API: `{ "error": "<clear message>" }`. */
export const errorBody = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBody>;
