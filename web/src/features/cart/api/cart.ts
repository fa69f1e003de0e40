import type { LatestPaymentInfo } from '@contract/accounts';
import type { ItemInfoResponse } from '@contract/payments';
import * as routes from '@contract/routes/payments';
import { openPayment, type CheckoutStart } from '../../../api/checkout';
import { userPost } from '../../../lib/api';

/** POST /user/itemInfo {productId}: the product's name and picture (prices are computed here). */
export function getItemInfo(productId: number): Promise<ItemInfoResponse> {
  return userPost(routes.itemInfo, { productId });
}

/** POST /user/checkoutSession {productId, quantity}: the payment page, or the region refusal. */
export function startCheckout(productId: number, quantity: number): Promise<CheckoutStart> {
  return openPayment(() => userPost(routes.checkoutSession, { productId, quantity }));
}

/** POST /user/getLatestPaymentInfo: the latest recorded payment, or null before the first. */
export function getLatestPayment(): Promise<LatestPaymentInfo> {
  return userPost(routes.getLatestPaymentInfo);
}
