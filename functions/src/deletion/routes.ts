import { Router } from 'express';
import { deleteAccountRequest } from '../contract/accounts.js';
import { callerOf, requireUnrevoked } from '../http/auth.js';
import { parseBody } from '../http/validate.js';
import type { Deps } from '../ports/index.js';
import { deletionService } from './service.js';

/** POST /user/deleteAccount: 202 once the deletion is under way. */
export function deletionRoutes(deps: Deps): Router {
  const deletion = deletionService(deps);
  const router = Router();
  router.post('/deleteAccount', requireUnrevoked(deps.identity), async (req, res) => {
    const { email } = parseBody(deleteAccountRequest, req.body);
    res.status(202).json(await deletion.request(callerOf(req), email));
  });
  return router;
}
