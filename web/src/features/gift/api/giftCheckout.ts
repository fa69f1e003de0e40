import type { GiftCheckoutRequest } from '@contract/gifts';
import { giftCheckout } from '@contract/routes/gifts';
import type { CheckoutStart } from '../../../api/checkout';
import { isRegionRefusal, userPost } from '../../../lib/api';

/** POST /user/giftCheckout: the gift's payment page, or the region refusal. Other failures throw. */
export async function startGiftCheckout(request: GiftCheckoutRequest): Promise<CheckoutStart> {
  try {
    const { url } = await userPost(giftCheckout, request);
    return { kind: 'redirect', url };
  } catch (error) {
    if (isRegionRefusal(error)) return { kind: 'regionUnavailable' };
    throw error;
  }
}
