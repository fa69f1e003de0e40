import Stripe from 'stripe';
import { InvalidSignatureError, type ChargeFacts, type PaymentEvent } from '../../ports/payments.js';

/** Stripe's default: a signed event older than five minutes is refused (replay protection). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Verifies a Stripe-Signature header over the raw body with Stripe's own code. */
export function verifyStripeEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): PaymentEvent {
  if (!signature) throw new InvalidSignatureError('Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret, toleranceSeconds);
  } catch (error) {
    throw new InvalidSignatureError(error instanceof Error ? error.message : 'Invalid signature');
  }
  const object = event.data?.object as unknown as Record<string, unknown> | undefined;
  const sessionId = object?.object === 'checkout.session' && typeof object.id === 'string' ? object.id : null;
  return { id: event.id, type: event.type, sessionId, charge: chargeFactsOf(object) };
}

const idOf = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
    : typeof (value as { id?: unknown } | null)?.id === 'string'
      ? (value as { id: string }).id
      : null;
const centsOf = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : 0;

/**
 * The money facts of a charge (charge.refunded: amount_refunded is the running total) or a
 * dispute (the disputed amount), as Stripe signed them; null for any other object.
 */
function chargeFactsOf(object: Record<string, unknown> | undefined): ChargeFacts | null {
  const kind = object?.object;
  if (!object || (kind !== 'charge' && kind !== 'dispute')) return null;
  const charge = kind === 'charge';
  return {
    paymentIntentId: idOf(object.payment_intent),
    chargeId: idOf(charge ? object.id : object.charge),
    amountCents: centsOf(object.amount),
    // A dispute holds back its whole amount; a charge's amount_refunded is the running total.
    refundedCents: centsOf(charge ? object.amount_refunded : object.amount),
    currency: typeof object.currency === 'string' ? object.currency : null,
  };
}

/** Signs a payload as Stripe would, with Stripe's test helper (the local Stripe stand-in's events, and tests). */
export function signStripePayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
}
