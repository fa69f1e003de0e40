import { Router } from 'express';
import { usersEmailVerificationInfoRequest, usersInfoRequest } from '../contract/accounts.js';
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

  return router;
}
