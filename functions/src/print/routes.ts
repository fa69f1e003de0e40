import { Router } from 'express';
import {
  calculateCostRequest,
  latestPrintPaymentRequest,
  printOrderRequest,
  shippingOptionsRequest,
  stripeStatusRequest,
} from '../contract/print.js';
import { callerOf, requireUnrevoked } from '../http/auth.js';
import { requireRegion } from '../http/requireRegion.js';
import { requireVerifiedEmail } from '../http/requireVerified.js';
import { parseBody } from '../http/validate.js';
import type { Deps } from '../ports/index.js';
import type { PrintItem } from '../ports/printProvider.js';
import { publicService } from '../public/index.js';
import { printFileRoutes } from './files/routes.js';
import { printJobsService } from './jobs.js';
import { printService } from './service.js';

/** The printed item a body names (its schema filled the defaults). */
const itemOf = ({ edition, binding, copies }: PrintItem) => ({ edition, binding, copies });

/** Ordering printed books (spec part 2 §7); printing needs a verified email (§5). */
export function printRoutes(deps: Deps): Router {
  const service = printService(deps);
  const jobs = printJobsService(deps);
  const region = publicService(deps);
  // Money calls check the token was not revoked (issue 26).
  const unrevoked = requireUnrevoked(deps.identity);
  const purchaseRegion = requireRegion((header) => region.countryOfRequest(header).status === 200);
  const router = Router();

  router.post('/print/shipping-options', requireVerifiedEmail, async (req, res) => {
    const body = parseBody(shippingOptionsRequest, req.body);
    res.json(await service.shippingOptions(callerOf(req), body.storyId, body.shippingAddress, itemOf(body)));
  });

  router.post('/print/calculate-cost', unrevoked, requireVerifiedEmail, purchaseRegion, async (req, res) => {
    const body = parseBody(calculateCostRequest, req.body);
    res.json(
      await service.checkout(
        callerOf(req),
        body.storyId,
        body.shippingAddress,
        body.shippingOption,
        itemOf(body),
      ),
    );
  });

  router.post('/getStripeStatus', async (req, res) => {
    const { storyId, orderId } = parseBody(stripeStatusRequest, req.body);
    res.json(await service.stripeStatus(callerOf(req), storyId, orderId));
  });

  router.post('/getLatestPrintBookPayment', async (req, res) => {
    const { sessionId } = parseBody(latestPrintPaymentRequest, req.body);
    res.json(await service.latestPaid(callerOf(req), sessionId));
  });

  router.post('/printOrders', async (req, res) => {
    res.json(await service.list(callerOf(req)));
  });

  router.post('/print/submit-job', unrevoked, requireVerifiedEmail, async (req, res) => {
    const { storyId, orderId } = parseBody(printOrderRequest, req.body);
    res.json(await jobs.submit(callerOf(req), storyId, orderId));
  });

  router.post('/getUserSubmittedStatus', async (req, res) => {
    const { storyId, orderId } = parseBody(printOrderRequest, req.body);
    res.json(await jobs.submittedStatus(callerOf(req), storyId, orderId));
  });

  router.post('/print/order', async (req, res) => {
    const { storyId, orderId } = parseBody(printOrderRequest, req.body);
    res.json(await jobs.details(callerOf(req), storyId, orderId));
  });

  router.use(printFileRoutes(deps));

  return router;
}
