import type { Deps } from '../ports/index.js';
import { InvalidSignatureError } from '../ports/payments.js';
import { printService } from '../print/index.js';
import { fulfilmentService } from './fulfilment.js';

/** The events that mean a Checkout Session is paid. */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * POST /stripe/webhook (the stripeWebhook function): verifies Stripe's signature over the raw
 * body, then grants a paid session once. The session is read back through the Payments port, so
 * nothing in the event body decides what is granted. A processing failure throws (the function
 * answers 500 and Stripe retries).
 */
export function stripeWebhookHandler(
  deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'config' | 'payments' | 'print' | 'logger'>,
) {
  const fulfilment = fulfilmentService(deps);
  const print = printService(deps);

  return async function handle(
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<WebhookAnswer> {
    if (!rawBody || rawBody.length === 0) return { status: 400, body: { error: 'Missing request body' } };
    let event;
    try {
      event = deps.payments.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof InvalidSignatureError) return { status: 400, body: { error: error.message } };
      throw error;
    }
    if (!PAID_EVENTS.has(event.type) || !event.sessionId) {
      return { status: 200, body: { received: true, ignored: event.type } };
    }
    const session = await deps.payments.retrieveSession(event.sessionId);
    if (!session) {
      deps.logger.error(
        `Webhook ${event.id} names session ${event.sessionId}, which the payment provider does not know`,
        { eventId: event.id, sessionId: event.sessionId },
      );
      return { status: 200, body: { received: true, outcome: 'unknownSession' } };
    }
    const isPrint = (session.metadata.kind ?? 'credits') === 'print';
    // A session Stripe took no money for (a 100% discount) never grants or pays for anything;
    // a credits one is recorded for the operator.
    if (session.paymentStatus === 'no_payment_required')
      return {
        status: 200,
        body: {
          received: true,
          outcome: isPrint ? 'noPaymentRequired' : await fulfilment.fulfil(session, event.id),
        },
      };
    // An asynchronous payment method completes unpaid; its async_payment_succeeded event follows.
    if (!session.paid) return { status: 200, body: { received: true, outcome: 'notPaidYet' } };
    const outcome = isPrint ? await print.markPaid(session) : await fulfilment.fulfil(session, event.id);
    return { status: 200, body: { received: true, outcome } };
  };
}
