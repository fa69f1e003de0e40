/**
 * Webhook events as Stripe sends them: the full event object with the session in
 * `data.object`, signed with Stripe's own code over the exact body, posted to the endpoint. A
 * delivery that fails (no answer, or not 2xx) is tried again with exponential backoff, as
 * Stripe does, until it succeeds or the retries are used up (then `npm run reconcile` finds the
 * paid session, as the daily reconciliation does in production).
 */
import { signStripePayload } from '../../../functions/src/adapters/common/stripeSignature.js';
import { stripeId, type SessionObject } from './sessions.js';

/** The charge of a paid session, as a charge.refunded event carries it. */
export interface ChargeObject {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
  paid: true;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded';
}

export interface StoredEvent {
  id: string;
  type: 'checkout.session.completed' | 'charge.refunded';
  created: number;
  apiVersion: string | null;
  /** The object as it was when the event happened (what Stripe puts in data.object). */
  object: SessionObject | ChargeObject;
  delivered: boolean;
  /** The retry due next while a round of retries is under way, else null. */
  retry: number | null;
}

export interface DeliveryOptions {
  /** The webhook endpoint; without one, events are kept but not sent. */
  webhookUrl?: string;
  webhookSecret: string;
  /** Retries after a failed attempt, the first `retryBaseMs` later, each wait twice the last. */
  retries: number;
  retryBaseMs: number;
  /** Told of an event whose retries are used up (the console by default). */
  warn: (message: string) => void;
}

/** Stripe waits this long for the endpoint to answer. */
const ATTEMPT_TIMEOUT_MS = 30_000;

export function completedEvent(
  session: SessionObject,
  created: number,
  apiVersion: string | null,
): StoredEvent {
  return {
    id: stripeId('evt_', 24),
    type: 'checkout.session.completed',
    created,
    apiVersion,
    object: session,
    delivered: false,
    retry: null,
  };
}

/** A refund of a paid session's charge: `charge.refunded` with the running amount refunded. */
export function refundedEvent(charge: ChargeObject, created: number, apiVersion: string | null): StoredEvent {
  return {
    id: stripeId('evt_', 24),
    type: 'charge.refunded',
    created,
    apiVersion,
    object: charge,
    delivered: false,
    retry: null,
  };
}

export function eventBody(event: StoredEvent): string {
  return JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: event.apiVersion,
    created: event.created,
    data: { object: event.object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
  });
}

export class Deliveries {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private inFlight = 0;
  private waiters: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly options: DeliveryOptions,
    /** Called after an event's delivery state changed, to persist it. */
    private readonly changed: () => void,
  ) {}

  /**
   * One attempt now (Pay waits for it, so the buyer returns to a shop that knows); if it fails,
   * a round of retries starts unless one is already under way. Answers whether it arrived.
   */
  async send(event: StoredEvent): Promise<boolean> {
    const ok = await this.attempt(event);
    if (!ok && !this.timers.has(event.id)) this.schedule(event, 0);
    this.wake();
    return ok;
  }

  /** Picks up the retries a restart interrupted. */
  resume(events: StoredEvent[]): void {
    for (const event of events)
      if (!event.delivered && event.retry !== null) this.schedule(event, event.retry);
  }

  /** Resolves once no delivery is in flight or waiting for its retry. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  close(): void {
    this.closed = true;
    this.timers.forEach(clearTimeout);
    this.timers.clear();
    this.wake();
  }

  private schedule(event: StoredEvent, retry: number): void {
    if (this.closed || !this.options.webhookUrl) return;
    if (retry >= this.options.retries) {
      event.retry = null;
      this.changed();
      this.options.warn(
        `Stripe stand-in: ${event.id} (${event.object.id}) was not delivered after ${retry + 1} attempts; npm run reconcile grants its payment.`,
      );
      return;
    }
    event.retry = retry;
    this.changed();
    const timer = setTimeout(
      async () => {
        this.timers.delete(event.id);
        if (!(await this.attempt(event))) this.schedule(event, retry + 1);
        this.wake();
      },
      this.options.retryBaseMs * 2 ** retry,
    );
    this.timers.set(event.id, timer);
  }

  private async attempt(event: StoredEvent): Promise<boolean> {
    if (!this.options.webhookUrl || this.closed) return false;
    this.inFlight += 1;
    try {
      const body = eventBody(event);
      const res = await fetch(this.options.webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          // A fresh timestamp per attempt, as Stripe signs each delivery anew.
          'Stripe-Signature': signStripePayload(body, this.options.webhookSecret),
        },
        body,
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      await res.arrayBuffer();
      if (res.ok) {
        // A round of retries still waiting has nothing left to do.
        clearTimeout(this.timers.get(event.id));
        this.timers.delete(event.id);
        event.delivered = true;
        event.retry = null;
        this.changed();
      }
      return res.ok;
    } catch {
      return false;
    } finally {
      this.inFlight -= 1;
    }
  }

  private isIdle(): boolean {
    return this.inFlight === 0 && this.timers.size === 0;
  }

  private wake(): void {
    if (!this.isIdle() && !this.closed) return;
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((resolve) => resolve());
  }
}
