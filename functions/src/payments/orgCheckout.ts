import { CLASSROOM_PACK, CLASSROOM_PACK_CENTS, CURRENCY } from '../contract/pricing.js';
import { CLASSROOM_MESSAGES } from '../contract/classroom.js';
import { organizationsService } from '../organizations/index.js';
import type { Caller } from '../ports/identity.js';
import type { Deps } from '../ports/index.js';
import { NotAllowed } from '../shared/domainErrors.js';

/** The purchase kind of a Classroom Pack: its credits go to an organization (orgFulfilment.ts). */
export const ORG_PURCHASE_KIND = 'org';
const CHECKOUT_WINDOW_MS = 60_000;

/**
 * POST /user/orgCheckoutSession: the organization's admin buys Classroom Packs through the same
 * Stripe Checkout as personal credits; the session names the organization, and the webhook
 * grants to it. A member (or someone in no organization) is refused with 403.
 */
export function orgCheckoutService(deps: Pick<Deps, 'store' | 'clock' | 'settings' | 'payments'>) {
  const { clock, settings, payments } = deps;
  const organizations = organizationsService(deps);

  return {
    async checkout(caller: Caller, packs: number): Promise<string> {
      const membership = await organizations.membershipOf(caller.uid);
      if (!membership) throw new NotAllowed(CLASSROOM_MESSAGES.noOrganization);
      if (membership.role !== 'admin') throw new NotAllowed(CLASSROOM_MESSAGES.onlyAdmin);
      // A double click within the minute reuses the same Checkout Session.
      const window = Math.floor(clock.now().getTime() / CHECKOUT_WINDOW_MS);
      const session = await payments.createCheckoutSession({
        itemName: `${CLASSROOM_PACK.name} (${CLASSROOM_PACK.credits} books) for ${membership.orgName}`,
        unitCents: CLASSROOM_PACK_CENTS,
        quantity: packs,
        currency: CURRENCY,
        uid: caller.uid,
        email: caller.email,
        metadata: {
          kind: ORG_PURCHASE_KIND,
          uid: caller.uid,
          orgId: membership.organizationID,
          packs: String(packs),
        },
        successUrl: `${settings.appUrl}/classroom?purchase=done`,
        cancelUrl: `${settings.appUrl}/classroom`,
        idempotencyKey: `orgCheckout:${caller.uid}:${membership.organizationID}:${packs}:${CLASSROOM_PACK_CENTS}:${window}`,
        automaticTax: settings.automaticTax,
      });
      return session.url;
    },
  };
}
