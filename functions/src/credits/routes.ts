import { Router } from 'express';
import { callerOf } from '../http/auth.js';
import type { Deps } from '../ports/index.js';
import { creditsService } from './service.js';

/** POST /user/getNumCredits: the caller's balance as a bare integer (CONTRACT.md). */
export function creditRoutes(deps: Deps): Router {
  const credits = creditsService(deps);
  const router = Router();

  router.post('/getNumCredits', async (req, res) => {
    res.json(await credits.balance(callerOf(req).uid));
  });

  return router;
}
