import type { SubscribeNewsletterRequest, SubscribeNewsletterResponse } from '@contract';
import { publicPost } from '../../../lib/api';

/** POST /public/subscribeNewsletter {email}; resolves when the server answered OK. */
export function subscribeNewsletter(body: SubscribeNewsletterRequest): Promise<SubscribeNewsletterResponse> {
  return publicPost<SubscribeNewsletterResponse>('/public/subscribeNewsletter', body);
}
