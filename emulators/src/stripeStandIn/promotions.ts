/**
 * Promotion codes the stand-in knows, as an operator would create them in Stripe (a coupon and a
 * customer-facing code for it). A buyer types one on the payment page of a session created with
 * allow_promotion_codes; the discount comes off the items (never the shipping), as at Stripe.
 */
import type { StoredSession } from './sessions.js';

export interface Promotion {
  code: string;
  /** The promotion code's and its coupon's ids, as the session's `discounts` name them. */
  promotionId: string;
  couponId: string;
  percentOff?: number;
  amountOffCents?: number;
}

export const PROMOTION_CODES: readonly Promotion[] = [
  { code: 'WELCOME10', promotionId: 'promo_test_welcome10', couponId: 'coupon_test_10pct', percentOff: 10 },
  { code: 'FRIEND5', promotionId: 'promo_test_friend5', couponId: 'coupon_test_5usd', amountOffCents: 500 },
];

/** The discount a promotion gives on a subtotal, in cents: never more than the subtotal. */
export function discountOf(promotion: Promotion, subtotalCents: number): number {
  const off = promotion.percentOff
    ? Math.round((subtotalCents * promotion.percentOff) / 100)
    : (promotion.amountOffCents ?? 0);
  return Math.min(subtotalCents, off);
}

/**
 * Applies the code a buyer typed to an open session: the discount goes into total_details and
 * amount_total, and the session names it in `discounts`. Answers the words the page shows when
 * the code cannot be used (Stripe's: "This code is invalid."), else null.
 */
export function applyPromotion(stored: StoredSession, typed: string): string | null {
  const s = stored.session;
  if (!s.allow_promotion_codes) return 'This checkout does not take promotion codes.';
  const promotion = PROMOTION_CODES.find((p) => p.code === typed.trim().toUpperCase());
  if (!promotion) return 'This code is invalid.';
  const discount = discountOf(promotion, s.amount_subtotal);
  const shipping = s.total_details.amount_shipping;
  stored.session = {
    ...s,
    amount_total: s.amount_subtotal - discount + shipping,
    discounts: [{ coupon: promotion.couponId, promotion_code: promotion.promotionId }],
    total_details: { ...s.total_details, amount_discount: discount },
  };
  stored.promotionCode = promotion.code;
  return null;
}
