import { Router, type Response } from 'express';
import {
  setDedicationRequest,
  shareBookRequest,
  sharedBookQuery,
  sharedImageQuery,
  unshareBookRequest,
} from '../../contract/share.js';
import { callerOf } from '../../http/auth.js';
import { parseBody } from '../../http/validate.js';
import type { Deps } from '../../ports/index.js';
import { fallbackShell, sharePageHtml } from './page.js';
import { shareService } from './service.js';
import { shellLoader } from './shell.js';

/** A shared book is for the people given its link, never for search engines. */
const noIndex = (res: Response) => res.set('X-Robots-Tag', 'noindex, nofollow');

/** /user calls of sharing (issue 29): share, stop sharing, the dedication, the library's details. */
export function shareRoutes(deps: Deps): Router {
  const service = shareService(deps);
  const router = Router();

  router.post('/shareBook', async (req, res) => {
    const { bookId, showDedication } = parseBody(shareBookRequest, req.body);
    res.json(await service.share(callerOf(req), bookId, showDedication));
  });

  router.post('/unshareBook', async (req, res) => {
    const { bookId } = parseBody(unshareBookRequest, req.body);
    await service.unshare(callerOf(req), bookId);
    res.status(204).end();
  });

  router.post('/setDedication', async (req, res) => {
    const { bookId, dedication } = parseBody(setDedicationRequest, req.body);
    res.json(await service.setDedication(callerOf(req), bookId, dedication));
  });

  router.post('/libraryDetails', async (req, res) => {
    res.json(await service.details(callerOf(req)));
  });

  return router;
}

/** /public calls of a shared book: no sign-in, the token is the key. */
export function sharedBookRoutes(deps: Deps): Router {
  const service = shareService(deps);
  const router = Router();

  router.get('/sharedBook', async (req, res) => {
    noIndex(res);
    const { token } = parseBody(sharedBookQuery, req.query);
    res.json(await service.sharedBook(token));
  });

  router.get('/sharedImage', async (req, res) => {
    noIndex(res);
    const { token, page } = parseBody(sharedImageQuery, req.query);
    const file = await service.sharedImage(token, page);
    // Briefly: a stopped share should stop showing its pictures soon, even from caches.
    res.set('Cache-Control', 'private, max-age=300');
    res.type(file.contentType).send(file.bytes);
  });

  return router;
}

/**
 * GET /s/{token} (Hosting rewrites /s/** here): the app's shell with the book's Open Graph
 * preview, so a link pasted in a message shows the cover and title. Always 200 with the app:
 * the app itself says when the book is no longer shared.
 */
export function sharePageRoutes(deps: Deps, loadShell = shellLoader(deps.settings.appUrl)): Router {
  const service = shareService(deps);
  const router = Router();

  router.get('/:token', async (req, res) => {
    noIndex(res);
    const [preview, shell] = await Promise.all([service.preview(req.params.token), loadShell()]);
    res.type('html').send(sharePageHtml(shell ?? fallbackShell(), preview));
  });

  return router;
}
