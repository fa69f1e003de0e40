import { creditsService, orgCreditsService } from '../credits/index.js';
import type { DocData } from '../ports/documentStore.js';
import type { Deps } from '../ports/index.js';
import type { ChargeFacts, CheckoutSession } from '../ports/payments.js';
import { PAYMENTS_COLLECTION, paymentEventPath, paymentPath, type PaymentRecord } from './record.js';

/** What a charge event does to the payment it belongs to. */
export type ChargeKind = 'refund' | 'dispute';

export type ReversalOutcome = 'reversed' | 'duplicate' | 'unknownPayment';

/**
 * How many of `granted` credits a refund of `refundedCents` out of `amountCents` takes back:
 * all of them for a full refund, else the refunded share, rounded down (a refund of 40% of a
 * 3-credit payment takes back 1 credit).
 */
export function creditsToTakeBack(granted: number, refundedCents: number, amountCents: number): number {
  if (granted <= 0 || refundedCents <= 0) return 0;
  if (amountCents <= 0 || refundedCents >= amountCents) return granted;
  return Math.floor((granted * refundedCents) / amountCents);
}

/**
 * Refunds, disputes and sessions that end unpaid, for credits payments. Each change runs in one
 * transaction with the credits it takes back and the event's record, so a redelivered event finds
 * its record and changes nothing; amounts are cumulative (Stripe's amount_refunded is the running
 * total), so events arriving out of order take back no more than the latest says.
 */
export function reversalService(deps: Pick<Deps, 'store' | 'clock' | 'logger'>) {
  const { store, clock, logger } = deps;
  const credits = creditsService(deps);
  const orgCredits = orgCreditsService(deps);

  /** The credits payment a PaymentIntent paid, if any. */
  async function paymentOfIntent(paymentIntentId: string): Promise<string | null> {
    const [row] = await store.query(PAYMENTS_COLLECTION, {
      where: [['paymentIntentId', '==', paymentIntentId]],
      limit: 1,
    });
    return row?.id ?? null;
  }

  return {
    paymentOfIntent,

    /** Records the PaymentIntent on a payment recorded without one; false when there is no record. */
    async recordIntent(sessionId: string, paymentIntentId: string): Promise<boolean> {
      return store.runTransaction(async (tx) => {
        const record = await tx.get(paymentPath(sessionId));
        if (!record) return false;
        if (!record.paymentIntentId) tx.update(paymentPath(sessionId), { paymentIntentId });
        return true;
      });
    },

    /**
     * A charge of a credits payment was refunded (in full or in part) or disputed: takes back
     * the credits it granted that are still unspent (never below zero), each with a ledger entry,
     * and marks the payment. Credits already spent are recorded as unrecovered for the operator.
     */
    async reverse(sessionId: string, kind: ChargeKind, facts: ChargeFacts, eventId: string) {
      const result = await store.runTransaction(async (tx) => {
        if (await tx.get(paymentEventPath(eventId))) return { outcome: 'duplicate' as const };
        const record = (await tx.get(paymentPath(sessionId))) as unknown as PaymentRecord | null;
        if (!record) return { outcome: 'unknownPayment' as const };
        const refundedCents = Math.max(
          record.refundedCents ?? 0,
          kind === 'refund' ? facts.refundedCents : 0,
        );
        const amountCents = facts.amountCents || record.price;
        const target =
          kind === 'dispute'
            ? record.creditsGranted
            : creditsToTakeBack(record.creditsGranted, refundedCents, amountCents);
        const claimed = record.creditsClaimed ?? 0;
        const delta = Math.max(0, target - claimed);
        // A Classroom Pack's credits went to the organization: they come back from there.
        const owner = record.orgId ? orgCredits : credits;
        const holder = record.orgId ?? record.uid;
        const balance = delta > 0 && holder ? await owner.balanceIn(tx, holder) : 0;
        const take = Math.min(delta, balance);
        if (take > 0) await owner.spend(tx, holder as string, take, kind, sessionId);
        const now = clock.now().toISOString();
        const status: PaymentRecord['status'] =
          kind === 'dispute' || record.status === 'disputed'
            ? 'disputed'
            : refundedCents >= amountCents
              ? 'refunded'
              : 'partially-refunded';
        tx.update(paymentPath(sessionId), {
          status,
          refundedCents,
          creditsClaimed: Math.max(claimed, target),
          creditsTakenBack: (record.creditsTakenBack ?? 0) + take,
          creditsUnrecovered: (record.creditsUnrecovered ?? 0) + (delta - take),
          ...(kind === 'dispute' ? { disputedAt: now } : { refundedAt: now }),
        });
        tx.set(paymentEventPath(eventId), { sessionId, type: kind, receivedAt: now });
        return { outcome: 'reversed' as const, take, unrecovered: delta - take, uid: record.uid, status };
      });
      if (result.outcome === 'reversed') {
        const fields = {
          sessionId,
          eventId,
          ...(result.uid ? { uid: result.uid } : {}),
          status: result.status,
          counts: { creditsTakenBack: result.take, creditsUnrecovered: result.unrecovered },
        };
        if (kind === 'dispute')
          logger.alert(
            `OPERATOR ALERT: payment ${sessionId} is disputed; answer the dispute in Stripe`,
            fields,
          );
        else if (result.unrecovered > 0)
          logger.warn(`Payment ${sessionId} was refunded after its credits were spent`, fields);
        else logger.info(`Payment ${sessionId} was refunded`, fields);
      }
      return result.outcome;
    },

    /**
     * A credits session that expired or whose asynchronous payment failed: recorded as such so
     * the operator's view is true, granting nothing. A session already recorded (paid and
     * granted, say) is left as it is.
     */
    async closeUnpaid(session: CheckoutSession, status: 'expired' | 'payment-failed', eventId: string) {
      const uid = session.metadata.uid ?? session.clientReferenceId;
      return store.runTransaction(async (tx) => {
        if (await tx.get(paymentPath(session.id))) return 'duplicate' as const;
        const now = clock.now().toISOString();
        const productId = Number(session.metadata.productId);
        const quantity = Number(session.metadata.quantity);
        const record: Partial<PaymentRecord> = {
          uid: uid ?? null,
          status,
          productId: Number.isInteger(productId) ? productId : null,
          quantity: Number.isInteger(quantity) ? quantity : 0,
          price: 0,
          currency: session.currency,
          itemName: 'Digital Storybook',
          transactionId: session.id,
          creditsGranted: 0,
          paymentIntentId: session.paymentIntentId,
          source: eventId,
          createdAt: now,
        };
        tx.create(paymentPath(session.id), { ...record } as unknown as DocData);
        tx.set(paymentEventPath(eventId), { sessionId: session.id, receivedAt: now });
        return status === 'expired' ? ('expired' as const) : ('paymentFailed' as const);
      });
    },
  };
}
