import { callerOf } from '../http/auth.js';
import { routeHandlers } from '../http/routeTable.js';
import type { Deps } from '../ports/index.js';
import { orgCheckoutService } from './orgCheckout.js';
import { paymentsService } from './service.js';

/** Buying credits (spec part 1 §7); money calls are guarded in contract/routes/payments.ts. */
export function paymentRoutes(deps: Deps) {
  const service = paymentsService(deps);
  const orgCheckout = orgCheckoutService(deps);

  return routeHandlers({
    itemInfo: (_req, res, { productId }) => {
      res.json(service.itemInfo(productId));
    },

    checkoutSession: async (req, res, { productId, quantity }) => {
      res.json(await service.checkout(callerOf(req), productId, quantity));
    },

    // A Classroom Pack for the caller's organization (issue 31): its admin only, else 403.
    orgCheckoutSession: async (req, res, { packs }) => {
      res.json(await orgCheckout.checkout(callerOf(req), packs));
    },

    purchases: async (req, res) => {
      res.set('Cache-Control', 'private, no-store');
      res.json(await service.purchases(callerOf(req)));
    },

    getLatestPaymentInfo: async (req, res) => {
      res.json(await service.latestPayment(callerOf(req)));
    },
  });
}
