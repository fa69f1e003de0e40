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

/** The confirmation email is on its way (the same answer for an address already on the list). */
export const subscribeNewsletterResponse = z.object({ confirmationSent: z.literal(true) });
export type SubscribeNewsletterResponse = z.infer<typeof subscribeNewsletterResponse>;

/** A newsletter link's token (`{id}.{secret}`), from the confirmation or the unsubscribe link. */
const newsletterToken = z
  .string({ error: 'token is required' })
  .trim()
  .min(1, 'token is required')
  .max(200, 'token is too long');

/** POST /public/confirmNewsletter {token} -> {subscribed: true} (404 for an unknown or expired link). */
export const confirmNewsletterRequest = z.object({ token: newsletterToken });
export type ConfirmNewsletterRequest = z.infer<typeof confirmNewsletterRequest>;
export const confirmNewsletterResponse = z.object({ subscribed: z.literal(true) });
export type ConfirmNewsletterResponse = z.infer<typeof confirmNewsletterResponse>;

/**
 * POST /public/unsubscribeNewsletter?token= (RFC 8058 one-click: any body, e.g.
 * `List-Unsubscribe=One-Click`) or with JSON {token} -> {unsubscribed: true}.
 */
export const unsubscribeNewsletterRequest = z.object({ token: newsletterToken });
export const unsubscribeNewsletterResponse = z.object({ unsubscribed: z.literal(true) });
export type UnsubscribeNewsletterResponse = z.infer<typeof unsubscribeNewsletterResponse>;
