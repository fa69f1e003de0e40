import { Router } from 'express';
import { orgCheckoutRequest } from '../contract/classroom.js';
import { checkoutSessionRequest, itemInfoRequest } from '../contract/payments.js';
import { callerOf, requireUnrevoked } from '../http/auth.js';
import { requireRegion } from '../http/requireRegion.js';
import { requireVerifiedEmail } from '../http/requireVerified.js';
import { parseBody } from '../http/validate.js';
import type { Deps } from '../ports/index.js';
import { publicService } from '../public/index.js';
import { orgCheckoutService } from './orgCheckout.js';
import { paymentsService } from './service.js';

/** /user calls of buying credits (spec part 1 §7). */
export function paymentRoutes(deps: Deps): Router {
  const service = paymentsService(deps);
  const orgCheckout = orgCheckoutService(deps);
  const region = publicService(deps);
  const router = Router();

  // Money calls check the token was not revoked (issue 26).
  const unrevoked = requireUnrevoked(deps.identity);
  const requirePurchaseRegion = requireRegion((header) => region.countryOfRequest(header).status === 200);

  router.post('/itemInfo', (req, res) => {
    const { productId } = parseBody(itemInfoRequest, req.body);
    res.json(service.itemInfo(productId));
  });

  router.post(
    '/checkoutSession',
    unrevoked,
    requireVerifiedEmail,
    requirePurchaseRegion,
    async (req, res) => {
      const { productId, quantity } = parseBody(checkoutSessionRequest, req.body);
      res.json(await service.checkout(callerOf(req), productId, quantity));
    },
  );

  // A Classroom Pack for the caller's organization (issue 31): its admin only, else 403.
  router.post(
    '/orgCheckoutSession',
    unrevoked,
    requireVerifiedEmail,
    requirePurchaseRegion,
    async (req, res) => {
      const { packs } = parseBody(orgCheckoutRequest, req.body);
      res.json(await orgCheckout.checkout(callerOf(req), packs));
    },
  );

  router.post('/purchases', async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json(await service.purchases(callerOf(req)));
  });

  router.post('/getLatestPaymentInfo', requireVerifiedEmail, async (req, res) => {
    res.json(await service.latestPayment(callerOf(req)));
  });

  return router;
}
