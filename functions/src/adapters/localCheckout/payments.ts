import { createHash, randomUUID } from 'node:crypto';
import type { Clock } from '../../ports/clock.js';
import type { DocData, DocumentStore } from '../../ports/documentStore.js';
import type { CheckoutRequest, CheckoutSession, PaymentEvent, Payments } from '../../ports/payments.js';
import { signStripePayload, verifyStripeEvent } from '../common/stripeSignature.js';

export interface LocalCheckoutOptions {
  webhookSecret: string;
  /** The real stripeWebhook function, which Pay sends the signed event to. */
  webhookUrl: string;
  /** The web app's origin: the checkout page is served under it at /public/local-checkout/{id}. */
  appUrl: string;
}

/** A local session as stored (what Stripe would keep on its side). */
export type LocalSession = Omit<CheckoutRequest, 'idempotencyKey' | 'automaticTax'> & {
  status: 'open' | 'paid' | 'canceled';
  createdAt: string;
};

/** What the buyer pays: the items and the shipping, if any. */
export const totalOf = (s: LocalSession) => s.unitCents * s.quantity + (s.shipping?.cents ?? 0);

const SESSIONS = 'localCheckoutSessions';
const KEYS = 'localCheckoutKeys';
const sessionPath = (id: string) => `${SESSIONS}/${id}`;
const SESSION_ID = /^cs_local_[0-9a-f]{32}$/;

/**
 * Stripe Checkout's stand-in for the local stack: sessions live in the document store, the
 * payment page is served by the API, and Pay sends the same signed `checkout.session.completed`
 * event Stripe would to the real webhook function.
 */
export class LocalCheckoutPayments implements Payments {
  readonly description = 'local checkout page (no real payments)';

  constructor(
    private readonly store: DocumentStore,
    private readonly clock: Clock,
    private readonly options: LocalCheckoutOptions,
  ) {}

  pageUrl(id: string): string {
    return `${this.options.appUrl}/public/local-checkout/${id}`;
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }> {
    const keyPath = `${KEYS}/${createHash('sha256').update(request.idempotencyKey).digest('hex')}`;
    const id = await this.store.runTransaction(async (tx) => {
      const known = await tx.get(keyPath);
      if (known && typeof known.sessionId === 'string') return known.sessionId;
      const sessionId = `cs_local_${randomUUID().replaceAll('-', '')}`;
      const { idempotencyKey: _key, automaticTax: _tax, ...order } = request;
      const session: LocalSession = {
        ...order,
        successUrl: request.successUrl.replace('{CHECKOUT_SESSION_ID}', sessionId),
        status: 'open',
        createdAt: this.clock.now().toISOString(),
      };
      tx.create(sessionPath(sessionId), { ...session } as unknown as DocData);
      tx.create(keyPath, { sessionId });
      return sessionId;
    });
    return { id, url: this.pageUrl(id) };
  }

  async session(id: string): Promise<LocalSession | null> {
    if (!SESSION_ID.test(id)) return null;
    const data = await this.store.get(sessionPath(id));
    return data ? (data as unknown as LocalSession) : null;
  }

  private toCheckoutSession(id: string, s: LocalSession): CheckoutSession {
    return {
      id,
      url: s.status === 'open' ? this.pageUrl(id) : null,
      paid: s.status === 'paid',
      amountTotalCents: totalOf(s),
      currency: s.currency,
      metadata: s.metadata,
      clientReferenceId: s.uid,
      createdAt: new Date(s.createdAt),
    };
  }

  async retrieveSession(id: string): Promise<CheckoutSession | null> {
    const s = await this.session(id);
    return s ? this.toCheckoutSession(id, s) : null;
  }

  async listPaidSessions(since: Date): Promise<CheckoutSession[]> {
    const rows = await this.store.query(SESSIONS, {
      where: [
        ['status', '==', 'paid'],
        ['createdAt', '>=', since.toISOString()],
      ],
    });
    return rows.map((row) => this.toCheckoutSession(row.id, row.data as unknown as LocalSession));
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    return verifyStripeEvent(rawBody, signature, this.options.webhookSecret);
  }

  /**
   * Pay: the session becomes paid and the webhook hears of it as it would from Stripe. Paying
   * again (a double click, a retry after the webhook was down) sends the event again, which the
   * webhook grants only once. Answers where the browser goes next, or null for an unknown session.
   */
  async pay(id: string): Promise<{ next: string; delivered: boolean } | null> {
    if (!SESSION_ID.test(id)) return null;
    const paid = await this.store.runTransaction(async (tx) => {
      const data = await tx.get(sessionPath(id));
      if (!data) return null;
      const session = data as unknown as LocalSession;
      if (session.status === 'canceled') return { session, canceled: true };
      if (session.status === 'open') tx.update(sessionPath(id), { status: 'paid' });
      return { session: { ...session, status: 'paid' as const }, canceled: false };
    });
    if (!paid) return null;
    if (paid.canceled) return { next: paid.session.cancelUrl, delivered: false };
    const delivered = await this.sendCompletedEvent(id, paid.session);
    return { next: paid.session.successUrl, delivered };
  }

  /** Cancel: back to the cancel page; an already paid session stays paid. */
  async cancel(id: string): Promise<string | null> {
    if (!SESSION_ID.test(id)) return null;
    return this.store.runTransaction(async (tx) => {
      const data = await tx.get(sessionPath(id));
      if (!data) return null;
      const session = data as unknown as LocalSession;
      if (session.status === 'open') tx.update(sessionPath(id), { status: 'canceled' });
      return session.status === 'paid' ? session.successUrl : session.cancelUrl;
    });
  }

  private async sendCompletedEvent(id: string, session: LocalSession): Promise<boolean> {
    const event = {
      id: `evt_local_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(this.clock.now().getTime() / 1000),
      livemode: false,
      data: {
        object: {
          id,
          object: 'checkout.session',
          payment_status: 'paid',
          status: 'complete',
          amount_total: totalOf(session),
          currency: session.currency,
          client_reference_id: session.uid,
          metadata: session.metadata,
        },
      },
    };
    const payload = JSON.stringify(event);
    try {
      const response = await fetch(this.options.webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': signStripePayload(payload, this.options.webhookSecret),
        },
        body: payload,
      });
      if (!response.ok) console.error(`The webhook answered ${response.status} for ${id}`);
      return response.ok;
    } catch (error) {
      // Reconciliation (npm run reconcile) grants it later, as it would for a lost Stripe event.
      console.error(`Sending the payment event of ${id} failed`, error);
      return false;
    }
  }
}
