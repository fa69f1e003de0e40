import { Router } from 'express';
import { callerOf } from '../http/auth.js';
import type { Deps } from '../ports/index.js';
import { accountsService } from './service.js';

/** /user/* account calls (spec part 1 §7); mounted behind requireCaller. */
export function accountRoutes(deps: Deps): Router {
  const service = accountsService(deps);
  const router = Router();

  router.post('/getNumCredits', async (req, res) => {
    res.json(await service.getNumCredits(callerOf(req).uid));
  });

  return router;
}
