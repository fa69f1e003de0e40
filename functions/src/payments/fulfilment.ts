import { accountsService } from '../accounts/index.js';
import { MAX_CART_QUANTITY, PAYMENT_ITEM_NAMES } from '../contract/payments.js';
import { creditsService } from '../credits/index.js';
import type { DocData } from '../ports/documentStore.js';
import type { Deps } from '../ports/index.js';
import type { CheckoutSession } from '../ports/payments.js';
import { CREDITS_PER_UNIT } from './catalog.js';
import { paymentEventPath, paymentPath, type PaymentRecord } from './record.js';

export type FulfilOutcome = 'granted' | 'duplicate' | 'unmatched' | 'notCredits';

/**
 * Turns a paid Checkout Session into credits exactly once. The webhook and reconciliation both
 * come here; the payment document keyed by the session id is created in the same transaction as
 * the grant, so replays, duplicates and concurrent deliveries find it and grant nothing more.
 */
export function fulfilmentService(deps: Pick<Deps, 'store' | 'clock' | 'logger'>) {
  const { store, clock, logger } = deps;
  const accounts = accountsService(deps);
  const credits = creditsService(deps);

  return {
    async fulfil(session: CheckoutSession, source: string): Promise<FulfilOutcome> {
      const meta = session.metadata;
      // Print orders are marked paid by the print feature (the webhook sends kind 'print' there).
      if ((meta.kind ?? 'credits') !== 'credits') return 'notCredits';
      const uid = meta.uid ?? session.clientReferenceId;
      const productId = Number(meta.productId);
      const quantity = Number(meta.quantity);
      const perUnit = CREDITS_PER_UNIT[productId];
      const well = !!uid && perUnit !== undefined && Number.isInteger(quantity) && quantity >= 1;
      // Stripe redelivers; a session already recorded needs no transaction (the one below still
      // decides when two first deliveries race).
      if (await store.get(paymentPath(session.id))) return 'duplicate';
      const outcome = await store.runTransaction(async (tx): Promise<FulfilOutcome> => {
        if (await tx.get(paymentPath(session.id))) return 'duplicate';
        const known = uid ? await accounts.exists(tx, uid) : false;
        const grant = well && known && quantity <= MAX_CART_QUANTITY ? quantity * (perUnit as number) : 0;
        if (grant > 0) await credits.grant(tx, uid as string, grant, 'purchase', session.id);
        const now = clock.now().toISOString();
        const record: PaymentRecord = {
          uid: uid ?? null,
          status: grant > 0 ? 'granted' : 'unmatched',
          productId: Number.isInteger(productId) ? productId : null,
          quantity: Number.isInteger(quantity) ? quantity : 0,
          price: session.amountTotalCents ?? 0,
          currency: session.currency,
          itemName: PAYMENT_ITEM_NAMES[productId] ?? 'Unknown item',
          transactionId: session.id,
          creditsGranted: grant,
          source,
          createdAt: now,
        };
        tx.create(paymentPath(session.id), { ...record } as unknown as DocData);
        if (source !== 'reconcile')
          tx.set(paymentEventPath(source), { sessionId: session.id, receivedAt: now });
        return grant > 0 ? 'granted' : 'unmatched';
      });
      // Logged once the record is stored, not inside the transaction, which may run more than once.
      if (outcome === 'unmatched')
        logger.error(`Payment ${session.id} is paid but matches no account or item; recorded for follow-up`, {
          sessionId: session.id,
          ...(uid ? { uid } : {}),
          ...(source !== 'reconcile' ? { eventId: source } : {}),
        });
      return outcome;
    },
  };
}
