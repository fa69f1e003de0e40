import Stripe from 'stripe';
import { InvalidSignatureError, type PaymentEvent } from '../../ports/payments.js';

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
  const object = event.data?.object as { object?: unknown; id?: unknown } | undefined;
  const sessionId = object?.object === 'checkout.session' && typeof object.id === 'string' ? object.id : null;
  return { id: event.id, type: event.type, sessionId };
}

/** Signs a payload as Stripe would, with Stripe's test helper (the local Stripe stand-in's events, and tests). */
export function signStripePayload(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
}
