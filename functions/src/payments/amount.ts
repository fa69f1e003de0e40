import { priceOf, subtotalOf, type Sale } from '../contract/pricing.js';
import type { CheckoutSession } from '../ports/payments.js';
import { chargedAmountVerdict, type AmountVerdict } from '../shared/chargedAmount.js';

/** The metadata key checkout prices under: the moment whose catalog price (and sale) it charged. */
export const PRICED_AT_KEY = 'pricedAt';

export type { AmountVerdict };

/**
 * Whether a paid credits session charged what the catalog asks for `quantity` of the product at
 * the moment checkout priced it (the sale then in effect), in the catalog's currency. The one
 * allowed difference is a promotion code's discount (Stripe's total_details.amount_discount);
 * tax Stripe adds (or finds inside the price) is not ours to check. Pure: the caller passes the configured sale.
 */
export function verifyAmount(
  session: CheckoutSession,
  productId: number,
  quantity: number,
  sale: Sale | null,
  timeZone: string,
): AmountVerdict {
  const pricedAt = new Date(session.metadata[PRICED_AT_KEY] ?? session.createdAt.toISOString());
  if (Number.isNaN(pricedAt.getTime()))
    return { ok: false, expectedCents: null, reason: 'the session names no valid price time' };
  const price = priceOf(productId, pricedAt, sale, timeZone);
  if (!price) return { ok: false, expectedCents: null, reason: 'no catalog price for the product' };
  const expectedCents = subtotalOf(price, quantity).totalCents;
  return chargedAmountVerdict(session, expectedCents);
}
