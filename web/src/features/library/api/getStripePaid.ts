import { getStripeStatus } from '@contract/routes/print';
import { userPost } from '../../../lib/api';

/**
 * POST /user/getStripeStatus {storyId, orderId}: true when the print book was paid (stripePaid 1).
 * Any failure is passed on (the caller treats it as unpaid).
 */
export async function getStripePaid(storyId: string, orderId: string): Promise<boolean> {
  return (await userPost(getStripeStatus, { storyId, orderId })).stripePaid === 1;
}
