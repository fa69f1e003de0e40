import { Router } from 'express';
import { subscribeNewsletterRequest } from '../contract/public.js';
import { clientAddress } from '../http/clientAddress.js';
import { parseBody } from '../http/validate.js';
import type { Deps } from '../ports/index.js';
import { publicService } from './service.js';

/** /public/*: no sign-in needed (spec part 1 §7). */
export function publicRoutes(deps: Deps): Router {
  const service = publicService(deps);
  const router = Router();

  router.get('/getCountry', (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json(service.countryOfRequest((name) => req.get(name)));
  });

  router.get('/getPricing', (_req, res) => {
    // The same for everyone and changed only by a deployment: a short shared cache is fine.
    res.set('Cache-Control', 'public, max-age=300');
    res.json(service.getPricing());
  });

  router.post('/subscribeNewsletter', async (req, res) => {
    const { email } = parseBody(subscribeNewsletterRequest, req.body);
    res.json(await service.subscribeNewsletter(email, clientAddress(req)));
  });

  return router;
}
