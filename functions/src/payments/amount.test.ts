import { describe, expect, it } from 'vitest';
import { LAUNCH_SALE } from '../contract/pricing.js';
import type { CheckoutSession } from '../ports/payments.js';
import { verifyAmount } from './amount.js';

const session = (
  over: Partial<CheckoutSession> = {},
  pricedAt = '2026-03-01T12:00:00.000Z',
): CheckoutSession => ({
  id: 'cs_test_1',
  url: null,
  paid: true,
  paymentStatus: 'paid',
  status: 'complete',
  amountTotalCents: 1500,
  discountCents: 0,
  taxCents: 0,
  shippingCents: 0,
  paymentIntentId: 'pi_1',
  currency: 'usd',
  metadata: { kind: 'credits', productId: '1', quantity: '3', pricedAt },
  clientReferenceId: 'uid-1',
  createdAt: new Date('2026-03-01T12:00:01Z'),
  ...over,
});
const check = (s: CheckoutSession) => verifyAmount(s, 1, 3, LAUNCH_SALE, 'America/Los_Angeles');

describe('verifyAmount', () => {
  it('accepts the catalog price for the quantity, plus any tax Stripe added', () => {
    expect(check(session())).toEqual({ ok: true, expectedCents: 1500, discountCents: 0 });
    expect(check(session({ amountTotalCents: 1620, taxCents: 120 }))).toMatchObject({ ok: true });
    expect(check(session({ amountTotalCents: 1500, taxCents: 120 }))).toMatchObject({ ok: true }); // inclusive
    expect(check(session({ amountTotalCents: 1700, taxCents: 120 }))).toMatchObject({ ok: false });
  });

  it('prices at the time checkout recorded, with the sale then in effect', () => {
    const duringSale = session({ amountTotalCents: 900 }, '2025-10-15T12:00:00.000Z');
    expect(check(duringSale)).toEqual({ ok: true, expectedCents: 900, discountCents: 0 });
    // The same 9.00 after the sale ended is a mismatch.
    expect(check(session({ amountTotalCents: 900 }))).toMatchObject({ ok: false, expectedCents: 1500 });
  });

  it("allows a promotion code's discount, and reports it", () => {
    expect(check(session({ amountTotalCents: 1200, discountCents: 300 }))).toEqual({
      ok: true,
      expectedCents: 1500,
      discountCents: 300,
    });
    // A lower total without a discount Stripe reports is not a promotion code.
    expect(check(session({ amountTotalCents: 1200 }))).toMatchObject({ ok: false });
    // The total must be exactly the price less the discount, and the discount no more than the price.
    expect(check(session({ amountTotalCents: 1100, discountCents: 300 }))).toMatchObject({ ok: false });
    expect(check(session({ amountTotalCents: 0, discountCents: 1500 }))).toMatchObject({ ok: true });
    expect(check(session({ amountTotalCents: 0, discountCents: 1600 }))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/discount/),
    });
    expect(check(session({ amountTotalCents: 1600, discountCents: -100 }))).toMatchObject({ ok: false });
  });

  it('refuses another amount, another currency, a missing total or a bad pricing time', () => {
    expect(check(session({ amountTotalCents: 1 }))).toMatchObject({ ok: false, expectedCents: 1500 });
    expect(check(session({ amountTotalCents: 2000 }))).toMatchObject({ ok: false });
    expect(check(session({ currency: 'eur' }))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/eur/),
    });
    expect(check(session({ amountTotalCents: null }))).toMatchObject({ ok: false });
    expect(check(session({}, 'yesterday'))).toMatchObject({ ok: false, expectedCents: null });
  });
});
