import Stripe from 'stripe';
import type { CheckoutRequest, CheckoutSession, PaymentEvent, Payments } from '../../ports/payments.js';
import { verifyStripeEvent } from '../common/stripeSignature.js';

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  /** The local stack and tests only: a local stand-in of api.stripe.com. */
  apiBase?: string;
}

/** A Stripe string that may grow new values, narrowed to the ones this code follows. */
function oneOf<T extends string, F extends string>(value: unknown, known: readonly T[], fallback: F): T | F {
  return known.includes(value as T) ? (value as T) : fallback;
}

function toSession(session: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: session.id,
    url: session.url ?? null,
    paid: session.payment_status === 'paid',
    paymentStatus: oneOf(session.payment_status, ['paid', 'no_payment_required'] as const, 'unpaid'),
    status: oneOf(session.status, ['complete', 'expired'] as const, 'open'),
    amountTotalCents: session.amount_total ?? null,
    discountCents: session.total_details?.amount_discount ?? 0,
    taxCents: session.total_details?.amount_tax ?? 0,
    shippingCents: session.total_details?.amount_shipping ?? 0,
    paymentIntentId:
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : (session.payment_intent?.id ?? null),
    currency: session.currency ?? 'usd',
    metadata: session.metadata ?? {},
    clientReferenceId: session.client_reference_id ?? null,
    createdAt: new Date(session.created * 1000),
  };
}

/** Stripe Checkout through the official `stripe` package. */
export class StripePayments implements Payments {
  readonly description: string;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripePaymentsOptions) {
    const base = options.apiBase ? new URL(options.apiBase) : null;
    // A stand-in is for test keys: a live key is never sent anywhere but Stripe.
    if (base && !options.secretKey.startsWith('sk_test_'))
      throw new Error('STRIPE_API_BASE (a Stripe stand-in) takes a test key (sk_test_...) only');
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base
        ? {
            host: base.hostname,
            port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    this.description = base ? `Stripe stand-in at ${base.origin}` : 'Stripe Checkout';
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: request.quantity,
            price_data: {
              currency: request.currency,
              unit_amount: request.unitCents,
              product_data: { name: request.itemName },
            },
          },
          ...(request.tax
            ? [
                {
                  quantity: 1,
                  price_data: {
                    currency: request.currency,
                    unit_amount: request.tax.cents,
                    product_data: { name: request.tax.name },
                  },
                },
              ]
            : []),
        ],
        client_reference_id: request.uid,
        ...(request.email ? { customer_email: request.email } : {}),
        metadata: request.metadata,
        payment_intent_data: { metadata: request.metadata },
        // Buyers may enter a promotion code the operator made in Stripe; the webhook accepts
        // exactly the discount Stripe reports (shared/chargedAmount.ts).
        allow_promotion_codes: true,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        ...(request.automaticTax ? { automatic_tax: { enabled: true } } : {}),
        ...(request.shipping
          ? {
              shipping_options: [
                {
                  shipping_rate_data: {
                    type: 'fixed_amount' as const,
                    display_name: request.shipping.name,
                    fixed_amount: { amount: request.shipping.cents, currency: request.currency },
                  },
                },
              ],
            }
          : {}),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!session.url) throw new Error(`Stripe answered session ${session.id} without a payment page`);
    return { id: session.id, url: session.url };
  }

  async retrieveSession(id: string): Promise<CheckoutSession | null> {
    try {
      return toSession(await this.stripe.checkout.sessions.retrieve(id));
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return null;
      throw error;
    }
  }

  async listPaidSessions(since: Date): Promise<CheckoutSession[]> {
    const paid: CheckoutSession[] = [];
    const list = this.stripe.checkout.sessions.list({
      created: { gte: Math.floor(since.getTime() / 1000) },
      limit: 100,
    });
    for await (const session of list) {
      const mapped = toSession(session);
      if (mapped.paid) paid.push(mapped);
    }
    return paid;
  }

  async sessionOfPaymentIntent(paymentIntentId: string): Promise<CheckoutSession | null> {
    const { data } = await this.stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
    return data[0] ? toSession(data[0]) : null;
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    return verifyStripeEvent(rawBody, signature, this.options.webhookSecret);
  }
}
