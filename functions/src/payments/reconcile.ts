import { GIFT_KIND, giftFulfilment } from '../gifts/index.js';
import type { Deps } from '../ports/index.js';
import { fulfilmentService, type FulfilOutcome } from './fulfilment.js';

/** How far back reconciliation looks: Stripe retries a failed delivery for up to three days. */
export const RECONCILE_DAYS = 3;

/**
 * Grants every paid session of the last days whose webhook never arrived, through the same
 * idempotent path (a session already granted is a 'duplicate' and changes nothing). A gift's
 * session goes to gifts, which issues its code once the same way.
 */
export async function reconcilePayments(
  deps: Pick<Deps, 'store' | 'clock' | 'payments' | 'logger' | 'config' | 'tasks'>,
): Promise<Record<FulfilOutcome, number> & { checked: number; giftsIssued: number }> {
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
    giftsIssued: 0,
  };
  for (const session of sessions) {
    if (session.metadata.kind === GIFT_KIND) {
      if ((await gifts.fulfil(session, 'reconcile')) === 'issued') counts.giftsIssued += 1;
    } else counts[await fulfilment.fulfil(session, 'reconcile')] += 1;
  }
  return counts;
}
