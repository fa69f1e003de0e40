import { z } from 'zod';

/** POST /user/getNumCredits -> a bare JSON integer (CONTRACT.md). */
export const getNumCreditsResponse = z.number().int().nonnegative();
export type GetNumCreditsResponse = z.infer<typeof getNumCreditsResponse>;
