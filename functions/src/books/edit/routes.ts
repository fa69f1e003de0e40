import { callerOf } from '../../http/auth.js';
import { routeHandlers } from '../../http/routeTable.js';
import type { Deps } from '../../ports/index.js';
import { bookEditService, type AfterWordsChanged } from './service.js';

/** POST /user/updateBook: fixing a saved book's words (issue 29 item 2). */
export function bookEditRoutes(deps: Deps, afterWordsChanged?: AfterWordsChanged) {
  const service = bookEditService(deps, afterWordsChanged);
  return routeHandlers({
    updateBook: async (req, res, body) => {
      res.json(await service.update(callerOf(req), body));
    },
  });
}
