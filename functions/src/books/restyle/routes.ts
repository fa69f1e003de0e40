import { callerOf } from '../../http/auth.js';
import { routeHandlers } from '../../http/routeTable.js';
import type { Deps } from '../../ports/index.js';
import { restyleService } from './service.js';

/** Restyling a whole book (issue 28, item 3): ask, follow its progress, choose. */
export function restyleRoutes(deps: Deps) {
  const restyle = restyleService(deps);

  return routeHandlers({
    restyleStory: async (req, res, { bookId, artStyle }) => {
      res.json(await restyle.restyle(callerOf(req), bookId, artStyle));
    },

    restyleStatus: async (req, res, { bookId }) => {
      res.json(await restyle.status(callerOf(req), bookId));
    },

    chooseRestyle: async (req, res, { bookId, use }) => {
      res.json(await restyle.choose(callerOf(req), bookId, use));
    },
  });
}
