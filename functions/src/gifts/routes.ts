import { Router } from 'express';
import { giftCheckoutRequest, redeemGiftRequest } from '../contract/gifts.js';
import { callerOf, requireUnrevoked } from '../http/auth.js';
import { clientAddress } from '../http/clientAddress.js';
import { requireRegion } from '../http/requireRegion.js';
import { requireVerifiedEmail } from '../http/requireVerified.js';
import { parseBody } from '../http/validate.js';
import type { Deps } from '../ports/index.js';
import { publicService } from '../public/index.js';
import { giftsService } from './service.js';

/** /user calls of giving stories (issue 31). */
export function giftRoutes(deps: Deps): Router {
  const service = giftsService(deps);
  const region = publicService(deps);
  const router = Router();
  const unrevoked = requireUnrevoked(deps.identity);
  const requirePurchaseRegion = requireRegion((header) => region.countryOfRequest(header).status === 200);

  // Buying a gift is buying: the same guards as buying credits.
  router.post('/giftCheckout', unrevoked, requireVerifiedEmail, requirePurchaseRegion, async (req, res) => {
    const body = parseBody(giftCheckoutRequest, req.body);
    res.json(await service.checkout(callerOf(req), body));
  });

  router.post('/gifts', async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json(await service.list(callerOf(req)));
  });

  // Redeeming needs no verified email: a new account redeems at sign-up, before the link.
  router.post('/redeemGift', unrevoked, async (req, res) => {
    const { code } = parseBody(redeemGiftRequest, req.body);
    res.json(await service.redeem(callerOf(req), code, clientAddress(req)));
  });

  return router;
}
