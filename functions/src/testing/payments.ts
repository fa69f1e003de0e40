import { payCheckout as payOnHostedPage } from '../../../emulators/src/stripeStandIn/pay.js';
import { hostedPath } from '../../../emulators/src/stripeStandIn/paths.js';
import type { TestDeps } from './testDeps.js';

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
