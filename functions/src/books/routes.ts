import type { RouteHandlers } from '../http/routeTable.js';
import type { Deps } from '../ports/index.js';
import { castRoutes } from './cast/routes.js';
import { bookEditRoutes } from './edit/routes.js';
import type { AfterWordsChanged } from './edit/service.js';
import { imageRoutes } from './images/routes.js';
import { libraryRoutes } from './library/routes.js';
import { enqueueEditedSecondText } from './narration/queue.js';
import { narrationRoutes } from './narration/routes.js';
import { restyleRoutes } from './restyle/routes.js';
import { shareRoutes } from './share/routes.js';
import { storyRoutes } from './stories/routes.js';

/**
 * The handlers of every call about books, by sub-feature: writing, the cast review, drawing,
 * restyling, the library, sharing, fixing a saved book's words (whose print files
 * `afterWordsChanged` rebuilds, and whose edited second text is narrated again).
 */
export function bookRoutes(deps: Deps, afterWordsChanged?: AfterWordsChanged): RouteHandlers[] {
  const afterEdit: AfterWordsChanged = async (caller, bookId) => {
    await afterWordsChanged?.(caller, bookId);
    await enqueueEditedSecondText(deps, bookId, String(deps.clock.now().getTime()));
  };
  return [
    storyRoutes(deps),
    castRoutes(deps),
    imageRoutes(deps),
    restyleRoutes(deps),
    libraryRoutes(deps),
    shareRoutes(deps),
    bookEditRoutes(deps, afterEdit),
    narrationRoutes(deps),
  ];
}
