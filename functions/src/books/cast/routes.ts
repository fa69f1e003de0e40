import { Router } from 'express';
import { bookIdRequest } from '../../contract/books.js';
import { callerOf } from '../../http/auth.js';
import { parseBody } from '../../http/validate.js';
import type { Deps } from '../../ports/index.js';
import { castService } from './service.js';

/** The cast review of a saved book (issue 27). */
export function castRoutes(deps: Deps): Router {
  const cast = castService(deps);
  const router = Router();

  router.post('/castStatus', async (req, res) => {
    const { bookId } = parseBody(bookIdRequest, req.body);
    res.json(await cast.status(callerOf(req), bookId));
  });

  router.post('/castSheet', async (req, res) => {
    const { bookId } = parseBody(bookIdRequest, req.body);
    const sheet = await cast.sheet(callerOf(req), bookId);
    res.set('Cache-Control', 'private, no-cache');
    res.type(sheet.contentType).send(sheet.bytes);
  });

  router.post('/approveCast', async (req, res) => {
    const { bookId } = parseBody(bookIdRequest, req.body);
    res.json(await cast.approve(callerOf(req), bookId));
  });

  router.post('/redrawCast', async (req, res) => {
    const { bookId } = parseBody(bookIdRequest, req.body);
    res.json(await cast.redraw(callerOf(req), bookId));
  });

  return router;
}
