import type { LatestPaymentInfo } from '@contract/accounts';
import type { ItemInfoResponse } from '@contract/payments';
import { isRegionRefusal, userPost } from '../../../lib/api';

/** POST /user/itemInfo {productId}: the product's name and picture (prices are computed here). */
export function getItemInfo(productId: number): Promise<ItemInfoResponse> {
  return userPost<ItemInfoResponse>('/user/itemInfo', { productId });
}

export type CheckoutStart = { kind: 'redirect'; url: string } | { kind: 'regionUnavailable' };

/**
 * POST /user/checkoutSession {productId, quantity}: the payment page's address, or the region
 * refusal (403 `{status: 403}`, CONTRACT.md). Other failures throw.
 */
export async function startCheckout(productId: number, quantity: number): Promise<CheckoutStart> {
  try {
    const url = await userPost<unknown>('/user/checkoutSession', { productId, quantity });
    if (typeof url !== 'string' || !url) throw new Error('Unexpected checkoutSession answer');
    return { kind: 'redirect', url };
  } catch (error) {
    if (isRegionRefusal(error)) return { kind: 'regionUnavailable' };
    throw error;
  }
}

/** POST /user/getLatestPaymentInfo: the latest recorded payment, or null before the first. */
export function getLatestPayment(): Promise<LatestPaymentInfo> {
  return userPost<LatestPaymentInfo>('/user/getLatestPaymentInfo');
}
