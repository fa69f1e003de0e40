import { GIFT_KIND, giftFulfilment } from '../gifts/index.js';
import type { Deps } from '../ports/index.js';
import { fulfilmentService, type FulfilOutcome } from './fulfilment.js';
import { queueCreditsReceipt } from './receipt.js';

/** How far back reconciliation looks: Stripe retries a failed delivery for up to three days. */
export const RECONCILE_DAYS = 3;

/**
 * Grants every paid session of the last days whose webhook never arrived, through the same
 * idempotent path (a session already granted is a 'duplicate' and changes nothing), and queues
 * its receipt as the webhook does: under the same key (`creditsReceipt:{session}`), so the
 * parent gets one receipt whichever of the two comes first and however often either comes.
 * A session found already granted is asked again too, so a run that stopped between the grant
 * and the queueing (or could not reach the queue) is made good by the next run. A receipt that
 * cannot be queued is logged and never stops the other sessions' credits. A gift's session goes
 * to gifts, which issues its code once the same way (and sends its own emails).
 */
export async function reconcilePayments(
  deps: Pick<Deps, 'store' | 'clock' | 'payments' | 'logger' | 'settings' | 'tasks'>,
): Promise<Record<FulfilOutcome, number> & { checked: number; receiptsQueued: number; giftsIssued: number }> {
  const fulfilment = fulfilmentService(deps);
  const gifts = giftFulfilment(deps);
  const since = new Date(deps.clock.now().getTime() - RECONCILE_DAYS * 86_400_000);
  const sessions = await deps.payments.listPaidSessions(since);
  const counts = {
    checked: sessions.length,
    granted: 0,
    duplicate: 0,
    unmatched: 0,
    notCredits: 0,
    amountMismatch: 0,
    noPaymentRequired: 0,
    receiptsQueued: 0,
    giftsIssued: 0,
  };
  for (const session of sessions) {
    if (session.metadata.kind === GIFT_KIND) {
      try {
        if ((await gifts.fulfil(session, 'reconcile')) === 'issued') counts.giftsIssued += 1;
      } catch (error) {
        // The code is issued in its own transaction first; only its emails wait for the next run.
        deps.logger.error(`Reconciling gift session ${session.id} failed; the next run tries again`, {
          sessionId: session.id,
          error,
        });
      }
      continue;
    }
    const outcome = await fulfilment.fulfil(session, 'reconcile');
    counts[outcome] += 1;
    if (outcome !== 'granted' && outcome !== 'duplicate') continue;
    try {
      if (await queueCreditsReceipt(deps, session.id)) counts.receiptsQueued += 1;
    } catch (error) {
      deps.logger.error(`Queueing the receipt of session ${session.id} failed; the next run tries again`, {
        sessionId: session.id,
        error,
      });
    }
  }
  return counts;
}
