import { CURRENCY } from '../contract/pricing.js';
import type { CheckoutSession } from '../ports/payments.js';

export type AmountVerdict =
  | { ok: true; expectedCents: number; discountCents: number }
  | { ok: false; expectedCents: number | null; reason: string };

/**
 * Whether a paid session charged `expectedCents` (what the server priced) in the catalog's
 * currency. The one allowed difference is a promotion code's discount (Stripe's
 * total_details.amount_discount); tax Stripe adds (or finds inside the price) is not ours to
 * check. Credits and printed books both pay through it.
 */
export function chargedAmountVerdict(
  session: Pick<CheckoutSession, 'currency' | 'amountTotalCents' | 'discountCents' | 'taxCents'>,
  expectedCents: number,
): AmountVerdict {
  if (session.currency.toLowerCase() !== CURRENCY)
    return { ok: false, expectedCents, reason: `currency ${session.currency}, not ${CURRENCY}` };
  const total = session.amountTotalCents;
  if (total === null) return { ok: false, expectedCents, reason: 'the session has no total' };
  const discount = session.discountCents;
  if (discount < 0 || discount > expectedCents)
    return { ok: false, expectedCents, reason: `a discount of ${discount} cents` };
  // Tax added on top (exclusive) or contained in the price (inclusive): either way the price
  // before tax is the server's, less the discount.
  const due = expectedCents - discount;
  if (total - session.taxCents !== due && total !== due)
    return {
      ok: false,
      expectedCents,
      reason: `charged ${total - session.taxCents} cents before tax, expected ${due}`,
    };
  return { ok: true, expectedCents, discountCents: discount };
}
