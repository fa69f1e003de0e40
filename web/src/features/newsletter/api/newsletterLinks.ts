import type { ConfirmNewsletterResponse, UnsubscribeNewsletterResponse } from '@contract';
import * as routes from '@contract/routes/public';
import { publicPost } from '../../../lib/api';

/** POST /public/confirmNewsletter {token}: the confirmation email's link (double opt-in). */
export function confirmNewsletter(token: string): Promise<ConfirmNewsletterResponse> {
  return publicPost(routes.confirmNewsletter, { token });
}

/** POST /public/unsubscribeNewsletter {token}: the newsletter email's unsubscribe link. */
export function unsubscribeNewsletter(token: string): Promise<UnsubscribeNewsletterResponse> {
  return publicPost(routes.unsubscribeNewsletter, { token });
}
