import type { SubscribeNewsletterRequest, SubscribeNewsletterResponse } from '@contract';
import { publicPost } from '../../../lib/api';

/**
 * POST /public/subscribeNewsletter {email}; resolves when the server answered OK. The form is on
 * every page, so its route and schema (zod) load when it is sent.
 */
export async function subscribeNewsletter(
  body: SubscribeNewsletterRequest,
): Promise<SubscribeNewsletterResponse> {
  const routes = await import('@contract/routes/public');
  return publicPost(routes.subscribeNewsletter, body);
}
