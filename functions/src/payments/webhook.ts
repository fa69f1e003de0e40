import type { Deps } from '../ports/index.js';
import { InvalidSignatureError, type ChargeFacts } from '../ports/payments.js';
import { GIFT_KIND, giftFulfilment } from '../gifts/index.js';
import { printEmails, printJobsService, printService } from '../print/index.js';
import { fulfilmentService } from './fulfilment.js';
import { queueCreditsReceipt } from './receipt.js';
import { reversalService, type ChargeKind } from './reversals.js';

/** The events that mean a Checkout Session is paid. */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
/** The events that mean a Checkout Session ended unpaid. */
const UNPAID_EVENTS: Record<string, 'expired' | 'payment-failed'> = {
  'checkout.session.expired': 'expired',
  'checkout.session.async_payment_failed': 'payment-failed',
};
/** The events that mean money went back: a refund (full or partial) or a bank's dispute. */
const CHARGE_EVENTS: Record<string, ChargeKind> = {
  'charge.refunded': 'refund',
  'charge.dispute.created': 'dispute',
};

/** Every event type the webhook acts on (the ones to enable on the Stripe endpoint). */
export const HANDLED_STRIPE_EVENTS = [
  ...PAID_EVENTS,
  ...Object.keys(UNPAID_EVENTS),
  ...Object.keys(CHARGE_EVENTS),
];

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * POST /stripe/webhook (the stripeWebhook function): verifies Stripe's signature over the raw
 * body, then grants a paid session once. The session is read back through the Payments port, so
 * nothing in the event body decides what is granted. Sessions that end unpaid are recorded as
 * such; refunds and disputes take back unspent credits or stop a print order. A processing failure throws (the function
 * answers 500 and Stripe retries).
 */
export function stripeWebhookHandler(
  deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'settings' | 'tasks' | 'payments' | 'print' | 'logger'>,
) {
  const emails = printEmails(deps);
  const fulfilment = fulfilmentService(deps);
  const reversals = reversalService(deps);
  const print = printService(deps);
  const printJobs = printJobsService(deps);
  const gifts = giftFulfilment(deps);

  /**
   * A refund or dispute: the credits payment or the print order its PaymentIntent paid. Stripe
   * signed the amounts, and they are running totals, so the event body is what is applied.
   */
  async function onCharge(eventId: string, kind: ChargeKind, facts: ChargeFacts): Promise<string> {
    const intent = facts.paymentIntentId;
    const sessionId = intent ? await reversals.paymentOfIntent(intent) : null;
    if (sessionId) return reversals.reverse(sessionId, kind, facts, eventId);
    // A gift's refund or dispute voids its code unless it was redeemed (gifts decides).
    const giftId = intent ? await gifts.giftOfIntent(intent) : null;
    if (giftId) return gifts.reverse(giftId, kind, facts, eventId);
    const orderId = intent ? await print.orderOfIntent(intent) : null;
    if (orderId) return print.reverse(orderId, kind, facts);
    // A payment recorded before payment intents were kept: Stripe names its session, and the
    // record gains the intent. One not recorded yet waits (503) for its completed event.
    const session = intent ? await deps.payments.sessionOfPaymentIntent(intent) : null;
    if (session?.paid && intent) {
      if (session.metadata.kind === GIFT_KIND) {
        const gift = session.metadata.giftId;
        if (gift && (await gifts.fulfil(session, `charge:${eventId}`)) !== 'unmatched')
          return gifts.reverse(gift, kind, facts, eventId);
      } else if ((session.metadata.kind ?? 'credits') === 'print') {
        if ((await print.markPaid(session)) === 'duplicate') {
          const order = await print.orderOfIntent(intent);
          if (order) return print.reverse(order, kind, facts);
        }
      } else if (await reversals.recordIntent(session.id, intent))
        return reversals.reverse(session.id, kind, facts, eventId);
    }
    deps.logger.error(`Stripe event ${eventId} (${kind}) names a payment this app has not recorded (yet)`, {
      eventId,
      kind,
    });
    return 'unknownPayment';
  }

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
    const chargeKind = CHARGE_EVENTS[event.type];
    if (chargeKind && event.charge) {
      const outcome = await onCharge(event.id, chargeKind, event.charge);
      // Events arrive in any order: a refund can come before the completed event Stripe is still
      // retrying. Answering 503 makes Stripe deliver it again (for up to three days) until the
      // payment is recorded; the operator sees the failing deliveries in the dashboard.
      if (outcome === 'unknownPayment')
        return { status: 503, body: { error: 'No recorded payment has this charge yet', outcome } };
      return { status: 200, body: { received: true, outcome } };
    }
    const unpaid = UNPAID_EVENTS[event.type];
    if ((!PAID_EVENTS.has(event.type) && !unpaid) || !event.sessionId) {
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
    // A gift is its own purchase kind, fulfilled by gifts (a code instead of credits).
    if (session.metadata.kind === GIFT_KIND) {
      const outcome = unpaid
        ? session.paid
          ? 'paidAfterAll'
          : await gifts.closeUnpaid(session)
        : session.paid || session.paymentStatus === 'no_payment_required'
          ? await gifts.fulfil(session, event.id)
          : 'notPaidYet';
      return { status: 200, body: { received: true, outcome } };
    }
    if (unpaid) {
      // The session as Stripe has it now decides: one that was paid after all is left alone.
      if (session.paid || session.paymentStatus === 'no_payment_required')
        return { status: 200, body: { received: true, outcome: 'paidAfterAll' } };
      const outcome = isPrint
        ? await print.closeUnpaid(session, unpaid === 'expired' ? 'EXPIRED' : 'PAYMENT_FAILED')
        : await reversals.closeUnpaid(session, unpaid, event.id);
      return { status: 200, body: { received: true, outcome } };
    }
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
    // The email is queued after the payment is stored, and again on each redelivery (it is sent
    // once): if queueing fails the event answers 500 and Stripe's next delivery queues it.
    if (isPrint && (outcome === 'paid' || outcome === 'duplicate')) {
      const orderId = session.metadata.orderId ?? '';
      await emails.confirmation(orderId);
      // Paid with its proof checked: the order goes to the printer now, whether or not its buyer
      // comes back. Every delivery may ask; the order is sent once (print/jobs.ts submitPaid).
      const submission = await printJobs.submitPaid(orderId);
      return { status: 200, body: { received: true, outcome, submission } };
    }
    if (!isPrint && (outcome === 'granted' || outcome === 'duplicate'))
      await queueCreditsReceipt(deps, session.id);
    return { status: 200, body: { received: true, outcome } };
  };
}
