import { payCheckout as payOnHostedPage } from '../../../emulators/src/stripeStandIn/pay.js';
import { hostedPath, promoPath } from '../../../emulators/src/stripeStandIn/paths.js';
import { signStripePayload } from '../adapters/common/stripeSignature.js';
import type { Express } from 'express';
import { expect } from 'vitest';
import { post } from './api.js';
import type { TestUser } from './authEmulator.js';
import { TEST_STRIPE_KEY, TEST_WEBHOOK_SECRET, type TestDeps } from './testDeps.js';

/** A US shipping address the print rules accept. */
export const TEST_ADDRESS = {
  name: 'Ana Rivera',
  street1: '12 Maple Street',
  city: 'Portland',
  state_code: 'OR',
  postcode: '97201',
  phone_number: '503-555-0147',
};

/** The Checkout Session id of a payment page address (what checkoutSession answers). */
export function sessionIdOf(paymentUrl: string): string {
  const page = hostedPath(new URL(paymentUrl).pathname);
  if (!page) throw new Error(`${paymentUrl} is not a payment page of the Stripe stand-in`);
  return page.id;
}

/**
 * Pays on the Stripe stand-in's page as the Pay button does: the session is paid and Stripe's
 * signed event reaches the real webhook handler before this returns. Answers its metadata.
 */
export async function payCheckout(deps: TestDeps, paymentUrl: string): Promise<Record<string, string>> {
  await payOnHostedPage(paymentUrl);
  return (await deps.payments.retrieveSession(sessionIdOf(paymentUrl)))?.metadata ?? {};
}

/**
 * Both print quotes (shipping options, then the cost) refuse this body with a 400 whose error
 * says `message`, and the printer is asked nothing.
 */
export async function expectQuotesRefused(
  { app, deps }: { app: Express; deps: TestDeps },
  user: TestUser,
  body: Record<string, unknown>,
  message: string | RegExp,
): Promise<void> {
  const before = deps.printLab.requests.length;
  for (const path of ['print/shipping-options', 'print/calculate-cost']) {
    const res = await post(app, user, path, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
  }
  expect(deps.printLab.requests.length).toBe(before);
}

/**
 * Buys a printed copy of the book as the print page does (proof checked, TEST_ADDRESS) and pays
 * for it on the Stripe stand-in: answers the order id.
 */
export async function paidPrintOrder(
  app: Express,
  deps: TestDeps,
  user: TestUser,
  bookId: string,
  shippingOption: 'Ground' | 'Mail' = 'Ground',
): Promise<string> {
  const order = await post(app, user, 'print/calculate-cost', {
    proofChecked: true,
    storyId: bookId,
    shippingAddress: TEST_ADDRESS,
    shippingOption,
  });
  expect(order.status).toBe(200);
  return (await payCheckout(deps, String(order.body))).orderId as string;
}

/**
 * Pays while the webhook is down until the stand-in gives up retrying: a paid session whose
 * event never arrived (what reconciliation is for). Answers the session id.
 */
export async function payWhileWebhookDown(deps: TestDeps, paymentUrl: string): Promise<string> {
  deps.stripeWebhook.online = false;
  try {
    await payOnHostedPage(paymentUrl);
    await deps.stripe.idle();
  } finally {
    deps.stripeWebhook.online = true;
  }
  return sessionIdOf(paymentUrl);
}

/** A Stripe event of `type` about `object`, signed as Stripe signs it (for the webhook handler). */
export function signedStripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_test_${Math.random().toString(16).slice(2)}`,
): { body: Buffer; header: string } {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return { body: Buffer.from(payload), header: signStripePayload(payload, TEST_WEBHOOK_SECRET) };
}

/** A charge.refunded event: `refundedCents` of the charge's `amountCents` refunded so far. */
export const refundEvent = (paymentIntent: string, amountCents: number, refundedCents: number) =>
  signedStripeEvent('charge.refunded', {
    id: `ch_${paymentIntent.slice(3)}`,
    object: 'charge',
    payment_intent: paymentIntent,
    amount: amountCents,
    amount_refunded: refundedCents,
    refunded: refundedCents >= amountCents,
    currency: 'usd',
  });

/** A charge.dispute.created event for the whole charge. */
export const disputeEvent = (paymentIntent: string, amountCents: number) =>
  signedStripeEvent('charge.dispute.created', {
    id: `dp_${paymentIntent.slice(3)}`,
    object: 'dispute',
    charge: `ch_${paymentIntent.slice(3)}`,
    payment_intent: paymentIntent,
    amount: amountCents,
    currency: 'usd',
    status: 'needs_response',
  });

/** Expires an open session on the Stripe stand-in, as `stripe.checkout.sessions.expire` does. */
export async function expireSession(deps: TestDeps, sessionId: string): Promise<void> {
  const res = await fetch(`${deps.stripe.url}/v1/checkout/sessions/${sessionId}/expire`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TEST_STRIPE_KEY}` },
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`Expiring ${sessionId} answered ${res.status}`);
}

/** The PaymentIntent of a paid session. */
export async function paymentIntentOf(deps: TestDeps, sessionId: string): Promise<string> {
  const intent = (await deps.payments.retrieveSession(sessionId))?.paymentIntentId;
  if (!intent) throw new Error(`${sessionId} has no payment intent`);
  return intent;
}

/**
 * Refunds `amountCents` (all that is left by default) of a paid session's charge on the Stripe
 * stand-in, which sends charge.refunded to the webhook; resolves once it was delivered.
 */
export async function refundOnStandIn(deps: TestDeps, paymentIntent: string, amountCents?: number) {
  const form = new URLSearchParams({ payment_intent: paymentIntent });
  if (amountCents !== undefined) form.set('amount', String(amountCents));
  const res = await fetch(`${deps.stripe.url}/v1/refunds`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${TEST_STRIPE_KEY}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: form.toString(),
  });
  const body = (await res.json()) as Record<string, unknown>;
  await deps.stripe.idle();
  return { status: res.status, body };
}

/**
 * Types a promotion code on the Stripe stand-in's payment page and applies it, as the buyer does
 * (the page's form posts it). Answers the page's status: 303 applied, 400 refused.
 */
export async function applyPromotionCode(paymentUrl: string, code: string): Promise<number> {
  const page = hostedPath(new URL(paymentUrl).pathname);
  if (!page) throw new Error(`${paymentUrl} is not a payment page of the Stripe stand-in`);
  const res = await fetch(new URL(promoPath(page.id), paymentUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ code }).toString(),
    redirect: 'manual',
  });
  await res.arrayBuffer();
  return res.status;
}
