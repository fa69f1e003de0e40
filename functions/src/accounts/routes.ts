import { Router } from 'express';
import {
  newsletterSettingRequest,
  updateNameRequest,
  usersEmailVerificationInfoRequest,
  usersInfoRequest,
} from '../contract/accounts.js';
import { publicService } from '../public/index.js';
import { Invalid } from '../shared/domainErrors.js';
import { callerOf } from '../http/auth.js';
import { parseBody } from '../http/validate.js';
import type { Deps } from '../ports/index.js';
import { accountsService } from './service.js';

/** /user/* account calls (spec part 1 §7); mounted behind requireCaller. */
export function accountRoutes(deps: Deps): Router {
  const service = accountsService(deps);
  const router = Router();

  router.post('/usersInfo', async (req, res) => {
    const body = parseBody(usersInfoRequest, req.body);
    res.json(await service.register(callerOf(req), body.name || null));
  });

  router.post('/getUserName', async (req, res) => {
    res.json({ userName: await service.getUserName(callerOf(req)) });
  });

  router.post('/usersEmailVerificationInfo', async (req, res) => {
    parseBody(usersEmailVerificationInfoRequest, req.body);
    res.json(await service.recordEmailVerification(callerOf(req)));
  });

  router.post('/updateName', async (req, res) => {
    const { name } = parseBody(updateNameRequest, req.body);
    res.json(await service.updateName(callerOf(req), name));
  });

  // The account address's newsletter switch (the public calls handle the emailed links).
  router.post('/newsletter', async (req, res) => {
    const { subscribed } = parseBody(newsletterSettingRequest, req.body);
    const caller = callerOf(req);
    if (!caller.email) throw new Invalid('This account has no email address for the newsletter.');
    const newsletter = publicService(deps);
    res.set('Cache-Control', 'private, no-store');
    res.json(
      subscribed === undefined
        ? await newsletter.newsletterOf(caller.email)
        : await newsletter.setNewsletter(caller.email, caller.emailVerified, subscribed),
    );
  });

  return router;
}
