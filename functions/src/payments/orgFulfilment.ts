import { CLASSROOM_PACK, CLASSROOM_PACK_CENTS, MAX_CLASSROOM_PACKS } from '../contract/pricing.js';
import { orgCreditsService } from '../credits/index.js';
import { organizationsService } from '../organizations/index.js';
import type { Deps } from '../ports/index.js';
import type { CheckoutSession } from '../ports/payments.js';
import { chargedAmountVerdict } from '../shared/chargedAmount.js';
import { alreadyRecorded, grantStatusOf, recordGrant, type FulfilOutcome } from './grantRecord.js';
import { paymentPath } from './record.js';

/**
 * Turns a paid Classroom Pack session into organization credits exactly once, like personal
 * credits (fulfilment.ts): the payment record keyed by the session is created in the same
 * transaction as the grant, so a redelivered or concurrent event grants nothing more. The buyer
 * must still be the organization's admin when it is paid; anything else is recorded unmatched
 * for the operator, granting nothing.
 */
export function orgFulfilmentService(deps: Pick<Deps, 'store' | 'clock' | 'logger'>) {
  const { store, clock, logger } = deps;
  const orgCredits = orgCreditsService(deps);
  const organizations = organizationsService(deps);

  return {
    async fulfil(session: CheckoutSession, source: string): Promise<FulfilOutcome> {
      const meta = session.metadata;
      const uid = meta.uid ?? session.clientReferenceId;
      const orgId = meta.orgId ?? null;
      const packs = Number(meta.packs);
      const well = !!uid && !!orgId && Number.isInteger(packs) && packs >= 1 && packs <= MAX_CLASSROOM_PACKS;
      const amount = well ? chargedAmountVerdict(session, packs * CLASSROOM_PACK_CENTS) : null;
      if (await alreadyRecorded(store, session)) return 'duplicate';
      const outcome = await store.runTransaction(async (tx): Promise<FulfilOutcome> => {
        if (await tx.get(paymentPath(session.id))) return 'duplicate';
        const membership = well ? await organizations.membershipIn(tx, uid as string) : null;
        const matched = membership?.organizationID === orgId && membership.role === 'admin';
        const status = grantStatusOf(matched, session, amount?.ok === true);
        const grant = status === 'granted' ? packs * CLASSROOM_PACK.credits : 0;
        if (grant > 0) await orgCredits.grant(tx, orgId as string, grant, 'purchase', session.id);
        return recordGrant(tx, session, source, clock.now().toISOString(), {
          uid: uid ?? null,
          orgId,
          status,
          productId: null,
          quantity: Number.isInteger(packs) ? packs : 0,
          itemName: CLASSROOM_PACK.name,
          creditsGranted: grant,
          expectedCents: amount?.expectedCents ?? null,
        });
      });
      const fields = { sessionId: session.id, ...(uid ? { uid } : {}) };
      if (outcome === 'unmatched')
        logger.error(
          `Classroom Pack ${session.id} is paid but its buyer is not the organization's admin; recorded for follow-up`,
          fields,
        );
      if (outcome === 'amountMismatch')
        logger.alert(
          `OPERATOR ALERT: Classroom Pack ${session.id} does not match the classroom price; nothing granted, recorded as amount-mismatch`,
          {
            ...fields,
            counts: {
              chargedCents: session.amountTotalCents ?? -1,
              expectedCents: amount?.expectedCents ?? -1,
            },
          },
        );
      return outcome;
    },
  };
}
