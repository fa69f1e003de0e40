import { callerOf } from '../http/auth.js';
import { clientAddress } from '../http/clientAddress.js';
import { routeHandlers } from '../http/routeTable.js';
import type { Deps } from '../ports/index.js';
import { giftsService } from './service.js';

/** Giving stories (issue 31); buying a gift is guarded as buying credits is (contract/routes/gifts.ts). */
export function giftRoutes(deps: Deps) {
  const service = giftsService(deps);

  return routeHandlers({
    giftCheckout: async (req, res, body) => {
      res.json(await service.checkout(callerOf(req), body));
    },

    gifts: async (req, res) => {
      res.set('Cache-Control', 'private, no-store');
      res.json(await service.list(callerOf(req)));
    },

    // Redeeming needs no verified email: a new account redeems at sign-up, before the link.
    redeemGift: async (req, res, { code }) => {
      res.json(await service.redeem(callerOf(req), code, clientAddress(req)));
    },
  });
}
