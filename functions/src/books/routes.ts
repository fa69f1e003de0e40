import { Router } from 'express';
import type { Deps } from '../ports/index.js';
import { castRoutes } from './cast/routes.js';
import { bookEditRoutes } from './edit/routes.js';
import type { AfterWordsChanged } from './edit/service.js';
import { imageRoutes } from './images/routes.js';
import { libraryRoutes } from './library/routes.js';
import { restyleRoutes } from './restyle/routes.js';
import { shareRoutes } from './share/routes.js';
import { storyRoutes } from './stories/routes.js';

/**
 * Every /user call about books, by sub-feature: writing, the cast review, drawing, restyling,
 * the library, sharing, fixing a saved book's words (whose print files `afterWordsChanged` rebuilds).
 */
export function bookRoutes(deps: Deps, afterWordsChanged?: AfterWordsChanged): Router {
  const router = Router();
  router.use(storyRoutes(deps));
  router.use(castRoutes(deps));
  router.use(imageRoutes(deps));
  router.use(restyleRoutes(deps));
  router.use(libraryRoutes(deps));
  router.use(shareRoutes(deps));
  router.use(bookEditRoutes(deps, afterWordsChanged));
  return router;
}
