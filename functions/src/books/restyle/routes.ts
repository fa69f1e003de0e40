import { Router } from 'express';
import { bookIdRequest } from '../../contract/books.js';
import { chooseRestyleRequest, restyleStoryRequest } from '../../contract/restyle.js';
import { callerOf } from '../../http/auth.js';
import { parseBody } from '../../http/validate.js';
import type { Deps } from '../../ports/index.js';
import { restyleService } from './service.js';

/** Restyling a whole book (issue 28, item 3): ask, follow its progress, choose. */
export function restyleRoutes(deps: Deps): Router {
  const restyle = restyleService(deps);
  const router = Router();

  router.post('/restyleStory', async (req, res) => {
    const { bookId, artStyle } = parseBody(restyleStoryRequest, req.body);
    res.json(await restyle.restyle(callerOf(req), bookId, artStyle));
  });

  router.post('/restyleStatus', async (req, res) => {
    const { bookId } = parseBody(bookIdRequest, req.body);
    res.json(await restyle.status(callerOf(req), bookId));
  });

  router.post('/chooseRestyle', async (req, res) => {
    const { bookId, use } = parseBody(chooseRestyleRequest, req.body);
    res.json(await restyle.choose(callerOf(req), bookId, use));
  });

  return router;
}
