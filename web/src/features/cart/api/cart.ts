import type { LatestPaymentInfo } from '@contract/accounts';
import type { ItemInfoResponse } from '@contract/payments';
import { openPayment, type CheckoutStart } from '../../../api/checkout';
import { userPost } from '../../../lib/api';

/** POST /user/itemInfo {productId}: the product's name and picture (prices are computed here). */
export function getItemInfo(productId: number): Promise<ItemInfoResponse> {
  return userPost<ItemInfoResponse>('/user/itemInfo', { productId });
}

/** POST /user/checkoutSession {productId, quantity}: the payment page, or the region refusal. */
export function startCheckout(productId: number, quantity: number): Promise<CheckoutStart> {
  return openPayment('/user/checkoutSession', { productId, quantity });
}

/** POST /user/getLatestPaymentInfo: the latest recorded payment, or null before the first. */
export function getLatestPayment(): Promise<LatestPaymentInfo> {
  return userPost<LatestPaymentInfo>('/user/getLatestPaymentInfo');
}
