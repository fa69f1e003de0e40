import { signStripePayload } from '../adapters/common/stripeSignature.js';
import type { LocalCheckoutPayments } from '../adapters/localCheckout/payments.js';
import { stripeWebhookHandler } from '../payments/webhook.js';
import { TEST_WEBHOOK_SECRET, type TestDeps } from './testDeps.js';

/** A US shipping address the print rules accept. */
export const TEST_ADDRESS = {
  name: 'Ana Rivera',
  street1: '12 Maple Street',
  city: 'Portland',
  state_code: 'OR',
  postcode: '97201',
  phone_number: '503-555-0147',
};

/**
 * Pays a local checkout session (the payment page's address) as the Pay button would: the
 * session marked paid, then Stripe's signed event to the real webhook. Answers its metadata.
 */
export async function payLocalCheckout(deps: TestDeps, paymentUrl: string): Promise<Record<string, string>> {
  const sessionId = paymentUrl.split('/').pop() as string;
  await deps.store.update(`localCheckoutSessions/${sessionId}`, { status: 'paid' });
  const payload = JSON.stringify({
    id: `evt_${sessionId}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session' } },
  });
  await stripeWebhookHandler(deps)(Buffer.from(payload), signStripePayload(payload, TEST_WEBHOOK_SECRET));
  return (await (deps.payments as LocalCheckoutPayments).session(sessionId))?.metadata ?? {};
}
