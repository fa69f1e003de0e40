import { callerOf } from '../http/auth.js';
import { routeHandlers } from '../http/routeTable.js';
import type { Deps } from '../ports/index.js';
import { creditsService } from './service.js';

/** POST /user/getNumCredits: the caller's balance as a bare integer (CONTRACT.md). */
export function creditRoutes(deps: Deps) {
  const credits = creditsService(deps);

  return routeHandlers({
    getNumCredits: async (req, res) => {
      res.json(await credits.balance(callerOf(req).uid));
    },
  });
}
