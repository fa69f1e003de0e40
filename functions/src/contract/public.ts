import { z } from 'zod';

/** GET /public/getCountry -> 403 when purchases are not offered in the caller's region, else 200. */
export const getCountryResponse = z.object({ status: z.union([z.literal(200), z.literal(403)]) });
export type GetCountryResponse = z.infer<typeof getCountryResponse>;

/** POST /public/subscribeNewsletter */
export const subscribeNewsletterRequest = z.object({
  email: z
    .string({ error: 'email is required' })
    .trim()
    .max(254, 'email is too long')
    .pipe(z.email({ error: 'email must be a valid email address' })),
});
export type SubscribeNewsletterRequest = z.infer<typeof subscribeNewsletterRequest>;

export const subscribeNewsletterResponse = z.object({ subscribed: z.literal(true) });
export type SubscribeNewsletterResponse = z.infer<typeof subscribeNewsletterResponse>;
