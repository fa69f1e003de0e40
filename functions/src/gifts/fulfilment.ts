import type { DocData } from '../ports/documentStore.js';
import type { Deps } from '../ports/index.js';
import type { ChargeFacts, CheckoutSession } from '../ports/payments.js';
import { chargedAmountVerdict } from '../shared/chargedAmount.js';
import { generateGiftCode, giftCodeHash } from './code.js';
import { queueGiftReceipt, queueRecipientEmailIfDue } from './emails.js';
import {
  giftCodePath,
  giftEventPath,
  giftPath,
  GIFTS_COLLECTION,
  type GiftRecord,
  type GiftStatus,
} from './record.js';

export type GiftFulfilOutcome = 'issued' | 'duplicate' | 'unmatched' | 'amountMismatch' | 'noPaymentRequired';
export type GiftReversalOutcome = 'voided' | 'keptRedeemed' | 'duplicate' | 'unknownPayment';

/** How many fresh codes a fulfilment tries (a clash of 80 random bits will not happen; this is the belt). */
const CODE_CANDIDATES = 3;

/**
 * The payments webhook's hand-off for sessions of kind 'gift': a paid gift gets its code once
 * (the gift's status decides, in one transaction with the code's lookup), the buyer's receipt
 * and the recipient's email are queued after; unpaid ends and refunds change the gift.
 */
export function giftFulfilment(deps: Pick<Deps, 'store' | 'clock' | 'tasks' | 'logger'>) {
  const { store, clock, logger } = deps;

  return {
    async fulfil(session: CheckoutSession, eventId: string): Promise<GiftFulfilOutcome> {
      const giftId = session.metadata.giftId ?? '';
      const candidates = Array.from({ length: CODE_CANDIDATES }, generateGiftCode);
      const result = await store.runTransaction(async (tx) => {
        const gift = giftId ? ((await tx.get(giftPath(giftId))) as unknown as GiftRecord | null) : null;
        if (!gift || gift.buyerUid !== (session.metadata.uid ?? session.clientReferenceId))
          return { outcome: 'unmatched' as const };
        if (gift.status !== 'pending') {
          if (!gift.paymentIntentId && session.paymentIntentId)
            tx.update(giftPath(giftId), { paymentIntentId: session.paymentIntentId });
          return { outcome: 'duplicate' as const };
        }
        const verdict = chargedAmountVerdict(session, gift.expectedCents);
        const now = clock.now().toISOString();
        const paid = {
          sessionId: session.id,
          paymentIntentId: session.paymentIntentId,
          amountCents: session.amountTotalCents ?? 0,
          discountCents: session.discountCents,
          paidAt: now,
        };
        const refused: GiftStatus | null =
          session.paymentStatus === 'no_payment_required'
            ? 'unmatched'
            : !verdict.ok
              ? 'amount-mismatch'
              : null;
        if (refused) {
          tx.update(giftPath(giftId), { ...paid, status: refused });
          return {
            outcome: refused === 'unmatched' ? ('noPaymentRequired' as const) : ('amountMismatch' as const),
            reason: verdict.ok ? 'no payment was taken' : verdict.reason,
          };
        }
        const taken = await Promise.all(candidates.map((c) => tx.get(giftCodePath(giftCodeHash(c)))));
        const code = candidates.find((_, i) => !taken[i]);
        if (!code) throw new Error('Every gift code candidate was taken');
        const codeHash = giftCodeHash(code);
        tx.create(giftCodePath(codeHash), { giftId, createdAt: now });
        tx.update(giftPath(giftId), {
          ...paid,
          status: 'ready',
          code,
          codeHash,
          emailStatus: gift.recipientEmail ? 'scheduled' : 'none',
        } as DocData);
        if (eventId !== 'reconcile')
          tx.set(giftEventPath(eventId), { giftId, sessionId: session.id, receivedAt: now });
        return { outcome: 'issued' as const };
      });
      const fields = {
        giftId,
        sessionId: session.id,
        eventId,
        ...(session.metadata.uid ? { uid: session.metadata.uid } : {}),
      };
      if (result.outcome === 'unmatched')
        logger.error(
          `Gift payment ${session.id} matches no gift of its buyer; recorded for follow-up`,
          fields,
        );
      if (result.outcome === 'amountMismatch' || result.outcome === 'noPaymentRequired')
        logger.alert(
          `OPERATOR ALERT: gift payment ${session.id} does not match the gift's price (${result.reason ?? 'unknown'}); no code issued`,
          {
            ...fields,
            counts: { chargedCents: session.amountTotalCents ?? -1, discountCents: session.discountCents },
          },
        );
      if (result.outcome === 'issued' || result.outcome === 'duplicate') {
        // After the code is stored, and again on a redelivery (each email goes once per key).
        await queueGiftReceipt(deps, giftId);
        await queueRecipientEmailIfDue(deps, giftId);
      }
      return result.outcome;
    },

    /** A gift's checkout expired or its payment failed: it leaves the buyer's list. */
    async closeUnpaid(session: CheckoutSession): Promise<'expired' | 'duplicate'> {
      const giftId = session.metadata.giftId ?? '';
      return store.runTransaction(async (tx) => {
        const gift = giftId ? ((await tx.get(giftPath(giftId))) as unknown as GiftRecord | null) : null;
        if (!gift || gift.status !== 'pending') return 'duplicate' as const;
        tx.update(giftPath(giftId), { status: 'expired' });
        return 'expired' as const;
      });
    },

    /** The gift a PaymentIntent paid, if any. */
    async giftOfIntent(paymentIntentId: string): Promise<string | null> {
      const [row] = await store.query(GIFTS_COLLECTION, {
        where: [['paymentIntentId', '==', paymentIntentId]],
        limit: 1,
      });
      return row?.id ?? null;
    },

    /**
     * A refund (any part) or a dispute of a gift: an unredeemed code stops working. A redeemed
     * one stays redeemed (the credits were given and may be spent); it is recorded and the
     * operator told.
     */
    async reverse(giftId: string, kind: 'refund' | 'dispute', facts: ChargeFacts, eventId: string) {
      const outcome = await store.runTransaction(async (tx): Promise<GiftReversalOutcome> => {
        if (await tx.get(giftEventPath(eventId))) return 'duplicate';
        const gift = (await tx.get(giftPath(giftId))) as unknown as GiftRecord | null;
        if (!gift) return 'unknownPayment';
        const now = clock.now().toISOString();
        const redeemed = gift.status === 'redeemed';
        const voidable = gift.status === 'ready' || gift.status === 'pending';
        tx.update(giftPath(giftId), {
          ...(voidable ? { status: 'voided' } : {}),
          reversal: { kind, at: now, afterRedemption: redeemed },
        });
        tx.set(giftEventPath(eventId), {
          giftId,
          type: kind,
          refundedCents: facts.refundedCents,
          receivedAt: now,
        });
        return redeemed ? 'keptRedeemed' : 'voided';
      });
      const fields = { giftId, eventId, kind, outcome };
      if (outcome === 'keptRedeemed' || kind === 'dispute')
        logger.alert(
          `OPERATOR ALERT: gift ${giftId} was ${kind === 'dispute' ? 'disputed' : 'refunded'}${outcome === 'keptRedeemed' ? ' after its code was redeemed; the credits stay with the recipient' : ''}`,
          fields,
        );
      else if (outcome === 'voided')
        logger.info(`Gift ${giftId} was refunded; its code no longer works`, fields);
      return outcome;
    },
  };
}
