import { Router } from 'express';
import {
  confirmNewsletterRequest,
  subscribeNewsletterRequest,
  unsubscribeNewsletterRequest,
} from '../contract/public.js';
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

  router.post('/confirmNewsletter', async (req, res) => {
    const { token } = parseBody(confirmNewsletterRequest, req.body);
    res.set('Cache-Control', 'no-store');
    res.json(await service.confirmNewsletter(token));
  });

  // RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click` to the header's URL, token in the
  // query; the web page sends the same. The body is never needed.
  router.post('/unsubscribeNewsletter', async (req, res) => {
    const body = req.body as { token?: unknown } | undefined;
    const { token } = parseBody(unsubscribeNewsletterRequest, {
      token: typeof req.query.token === 'string' ? req.query.token : body?.token,
    });
    res.set('Cache-Control', 'no-store');
    res.json(await service.unsubscribeNewsletter(token));
  });

  return router;
}
