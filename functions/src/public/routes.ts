import { clientAddress } from '../http/clientAddress.js';
import { routeHandlers } from '../http/routeTable.js';
import type { Deps } from '../ports/index.js';
import { publicService } from './service.js';

/** /public/*: no sign-in needed (spec part 1 §7). */
export function publicRoutes(deps: Deps) {
  const service = publicService(deps);

  return routeHandlers({
    getCountry: (req, res) => {
      res.set('Cache-Control', 'private, no-store');
      res.json(service.countryOfRequest((name) => req.get(name)));
    },

    getPricing: (_req, res) => {
      // The same for everyone and changed only by a deployment: a short shared cache is fine.
      res.set('Cache-Control', 'public, max-age=300');
      res.json(service.getPricing());
    },

    subscribeNewsletter: async (req, res, { email }) => {
      res.json(await service.subscribeNewsletter(email, clientAddress(req)));
    },

    confirmNewsletter: async (_req, res, { token }) => {
      res.set('Cache-Control', 'no-store');
      res.json(await service.confirmNewsletter(token));
    },

    // RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` to the header's URL, token in the
    // query (read over the body, contract/routes/public.ts); the web page sends it as JSON.
    unsubscribeNewsletter: async (_req, res, { token }) => {
      res.set('Cache-Control', 'no-store');
      res.json(await service.unsubscribeNewsletter(token));
    },
  });
}
