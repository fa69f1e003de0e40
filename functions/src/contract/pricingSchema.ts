import { z } from 'zod';
import type { Sale } from './pricing.js';

/** A wall-clock time without a zone, `YYYY-MM-DDTHH:mm:ss`: a sale ends at this time where the buyer is. */
const wallClock = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, 'a sale time is YYYY-MM-DDTHH:mm:ss');

/** A sale the operator configures: from `start` (or always, when null) until `end`, inclusive. */
export const saleSchema = z
  .object({
    label: z.string().trim().min(1).max(60),
    start: wallClock.nullable(),
    end: wallClock,
    digitalPercentOff: z.number().int().min(0).max(90),
    printPercentOff: z.number().int().min(0).max(90),
  })
  .refine(
    (s) => s.start === null || s.start < s.end,
    'a sale must start before it ends',
  ) satisfies z.ZodType<Sale>;

/** GET /public/getPricing: the sale the operator configured, or null when none is set. */
export const getPricingResponse = z.object({ sale: saleSchema.nullable() });
export type GetPricingResponse = z.infer<typeof getPricingResponse>;
