import { accountsService } from '../accounts/index.js';
import { MAX_CART_QUANTITY, PAYMENT_ITEM_NAMES } from '../contract/payments.js';
import { creditsService } from '../credits/index.js';
import type { Deps } from '../ports/index.js';
import type { CheckoutSession } from '../ports/payments.js';
import { verifyAmount } from './amount.js';
import { ORG_PURCHASE_KIND } from './orgCheckout.js';
import { orgFulfilmentService } from './orgFulfilment.js';
import { CREDITS_PER_UNIT } from './catalog.js';
import { alreadyRecorded, grantStatusOf, recordGrant, type FulfilOutcome } from './grantRecord.js';
import { paymentPath } from './record.js';

export type { FulfilOutcome };

/**
 * Turns a paid Checkout Session into credits exactly once. The webhook and reconciliation both
 * come here; the payment document keyed by the session id is created in the same transaction as
 * the grant, so replays, duplicates and concurrent deliveries find it and grant nothing more.
 */
export function fulfilmentService(deps: Pick<Deps, 'store' | 'clock' | 'logger' | 'settings'>) {
  const { store, clock, logger, settings } = deps;
  const accounts = accountsService(deps);
  const credits = creditsService(deps);
  const orgFulfilment = orgFulfilmentService(deps);

  return {
    async fulfil(session: CheckoutSession, source: string): Promise<FulfilOutcome> {
      const meta = session.metadata;
      // A Classroom Pack grants to an organization (issue 31): its own module, the same rules.
      if (meta.kind === ORG_PURCHASE_KIND) return orgFulfilment.fulfil(session, source);
      // Print orders are marked paid by the print feature (the webhook sends kind 'print' there).
      if ((meta.kind ?? 'credits') !== 'credits') return 'notCredits';
      const uid = meta.uid ?? session.clientReferenceId;
      const productId = Number(meta.productId);
      const quantity = Number(meta.quantity);
      const perUnit = CREDITS_PER_UNIT[productId];
      const well = !!uid && perUnit !== undefined && Number.isInteger(quantity) && quantity >= 1;
      const amount = well
        ? verifyAmount(session, productId, quantity, settings.sale, settings.saleTimezone)
        : null;
      if (await alreadyRecorded(store, session)) return 'duplicate';
      const outcome = await store.runTransaction(async (tx): Promise<FulfilOutcome> => {
        if (await tx.get(paymentPath(session.id))) return 'duplicate';
        const known = uid ? await accounts.exists(tx, uid) : false;
        const matched = well && known && quantity <= MAX_CART_QUANTITY;
        const status = grantStatusOf(matched, session, amount?.ok === true);
        const grant = status === 'granted' ? quantity * (perUnit as number) : 0;
        if (grant > 0) await credits.grant(tx, uid as string, grant, 'purchase', session.id);
        return recordGrant(tx, session, source, clock.now().toISOString(), {
          uid: uid ?? null,
          status,
          productId: Number.isInteger(productId) ? productId : null,
          quantity: Number.isInteger(quantity) ? quantity : 0,
          itemName: PAYMENT_ITEM_NAMES[productId] ?? 'Unknown item',
          creditsGranted: grant,
          expectedCents: amount?.expectedCents ?? null,
        });
      });
      // Logged once the record is stored, not inside the transaction, which may run more than once.
      if (outcome === 'unmatched')
        logger.error(`Payment ${session.id} is paid but matches no account or item; recorded for follow-up`, {
          sessionId: session.id,
          ...(uid ? { uid } : {}),
          ...(source !== 'reconcile' ? { eventId: source } : {}),
        });
      if (outcome === 'amountMismatch')
        logger.alert(
          `OPERATOR ALERT: payment ${session.id} does not match the catalog price (${amount && !amount.ok ? amount.reason : 'unknown'}); nothing granted, recorded as amount-mismatch`,
          {
            sessionId: session.id,
            ...(uid ? { uid } : {}),
            counts: {
              chargedCents: session.amountTotalCents ?? -1,
              expectedCents: amount?.expectedCents ?? -1,
              discountCents: session.discountCents,
              taxCents: session.taxCents,
            },
          },
        );
      if (outcome === 'noPaymentRequired')
        logger.warn(`Session ${session.id} needed no payment; nothing granted, recorded for the operator`, {
          sessionId: session.id,
          ...(uid ? { uid } : {}),
        });
      return outcome;
    },
  };
}
