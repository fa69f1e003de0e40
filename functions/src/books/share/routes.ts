import { Router, type Response } from 'express';
import { callerOf } from '../../http/auth.js';
import { routeHandlers } from '../../http/routeTable.js';
import type { Deps } from '../../ports/index.js';
import { fallbackShell, sharePageHtml } from './page.js';
import { shareService } from './service.js';
import { shellLoader } from './shell.js';

/** A shared book is for the people given its link, never for search engines. */
const noIndex = (res: Response) => res.set('X-Robots-Tag', 'noindex, nofollow');

/**
 * Sharing (issue 29): share, stop sharing, the dedication, the library's details; and, without
 * sign-in, a shared book and its pictures (the token is the key).
 */
export function shareRoutes(deps: Deps) {
  const service = shareService(deps);

  return routeHandlers({
    shareBook: async (req, res, { bookId, showDedication }) => {
      res.json(await service.share(callerOf(req), bookId, showDedication));
    },

    unshareBook: async (req, res, { bookId }) => {
      await service.unshare(callerOf(req), bookId);
      res.status(204).end();
    },

    setDedication: async (req, res, { bookId, dedication }) => {
      res.json(await service.setDedication(callerOf(req), bookId, dedication));
    },

    libraryDetails: async (req, res) => {
      res.json(await service.details(callerOf(req)));
    },

    sharedBook: async (_req, res, { token }) => {
      noIndex(res);
      res.json(await service.sharedBook(token));
    },

    sharedNarration: async (_req, res, { token, voice }) => {
      noIndex(res);
      // Its audio addresses are signed for an hour: a cached answer must not outlive them.
      res.set('Cache-Control', 'private, no-store');
      res.json(await service.sharedNarration(token, voice));
    },

    sharedImage: async (_req, res, { token, page }) => {
      noIndex(res);
      const file = await service.sharedImage(token, page);
      // Briefly: a stopped share should stop showing its pictures soon, even from caches.
      res.set('Cache-Control', 'private, max-age=300');
      res.type(file.contentType).send(file.bytes);
    },
  });
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
