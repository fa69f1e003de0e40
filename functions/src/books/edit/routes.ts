import { Router } from 'express';
import { updateBookRequest } from '../../contract/bookEdits.js';
import { callerOf } from '../../http/auth.js';
import { parseBody } from '../../http/validate.js';
import type { Deps } from '../../ports/index.js';
import { bookEditService, type AfterWordsChanged } from './service.js';

/** POST /user/updateBook: fixing a saved book's words (issue 29 item 2). */
export function bookEditRoutes(deps: Deps, afterWordsChanged?: AfterWordsChanged): Router {
  const service = bookEditService(deps, afterWordsChanged);
  const router = Router();
  router.post('/updateBook', async (req, res) => {
    res.json(await service.update(callerOf(req), parseBody(updateBookRequest, req.body)));
  });
  return router;
}
