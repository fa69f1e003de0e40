import { callerOf } from '../http/auth.js';
import { routeHandlers, type RouteHandlers } from '../http/routeTable.js';
import type { Deps } from '../ports/index.js';
import type { PrintItem } from '../ports/printProvider.js';
import { printFileRoutes } from './files/routes.js';
import { printJobsService } from './jobs.js';
import { printService } from './service.js';

/** The printed item a body names (its schema filled the defaults). */
const itemOf = ({ edition, binding, copies }: PrintItem) => ({ edition, binding, copies });

/** Ordering printed books (spec part 2 §7), and the print files. */
export function printRoutes(deps: Deps): RouteHandlers[] {
  const service = printService(deps);
  const jobs = printJobsService(deps);

  const orders = routeHandlers({
    printShippingOptions: async (req, res, body) => {
      res.json(
        await service.shippingOptions(callerOf(req), body.storyId, body.shippingAddress, itemOf(body)),
      );
    },

    printCalculateCost: async (req, res, body) => {
      res.json(
        await service.checkout(
          callerOf(req),
          body.storyId,
          body.shippingAddress,
          body.shippingOption,
          itemOf(body),
        ),
      );
    },

    getStripeStatus: async (req, res, { storyId, orderId }) => {
      res.json(await service.stripeStatus(callerOf(req), storyId, orderId));
    },

    getLatestPrintBookPayment: async (req, res, { sessionId }) => {
      res.json(await service.latestPaid(callerOf(req), sessionId));
    },

    printOrders: async (req, res) => {
      res.json(await service.list(callerOf(req)));
    },

    printSubmitJob: async (req, res, { storyId, orderId }) => {
      res.json(await jobs.submit(callerOf(req), storyId, orderId));
    },

    getUserSubmittedStatus: async (req, res, { storyId, orderId }) => {
      res.json(await jobs.submittedStatus(callerOf(req), storyId, orderId));
    },

    printOrder: async (req, res, { storyId, orderId }) => {
      res.json(await jobs.details(callerOf(req), storyId, orderId));
    },
  });
  return [orders, printFileRoutes(deps)];
}
