import { callerOf } from '../../http/auth.js';
import { routeHandlers } from '../../http/routeTable.js';
import type { Deps } from '../../ports/index.js';
import { castService } from './service.js';

/** The cast review of a saved book (issue 27). */
export function castRoutes(deps: Deps) {
  const cast = castService(deps);

  return routeHandlers({
    castStatus: async (req, res, { bookId }) => {
      res.json(await cast.status(callerOf(req), bookId));
    },

    castSheet: async (req, res, { bookId }) => {
      const sheet = await cast.sheet(callerOf(req), bookId);
      res.set('Cache-Control', 'private, no-cache');
      res.type(sheet.contentType).send(sheet.bytes);
    },

    approveCast: async (req, res, { bookId }) => {
      res.json(await cast.approve(callerOf(req), bookId));
    },

    redrawCast: async (req, res, { bookId }) => {
      res.json(await cast.redraw(callerOf(req), bookId));
    },
  });
}
