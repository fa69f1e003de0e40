import express, { type Express } from 'express';
import { accountRoutes } from './accounts/routes.js';
import { LocalDirectoryBlobStore } from './adapters/localDirectory/blobStore.js';
import { localFileRoutes } from './adapters/localDirectory/routes.js';
import { bookRoutes } from './books/routes.js';
import { sharePageRoutes } from './books/share/routes.js';
import { characterRoutes } from './characters/routes.js';
import { creditRoutes } from './credits/routes.js';
import { deletionRoutes } from './deletion/routes.js';
import { classroomRoutes } from './classroom/routes.js';
import { requireCaller, requireUnrevoked } from './http/auth.js';
import { errorHandler, notFoundHandler } from './http/errorHandler.js';
import { jsonBody } from './http/jsonBody.js';
import { requireRegion } from './http/requireRegion.js';
import { requireVerifiedEmail } from './http/requireVerified.js';
import { mountRoutes } from './http/routeTable.js';
import { organizationRoutes } from './organizations/routes.js';
import { giftRoutes } from './gifts/routes.js';
import { paymentRoutes } from './payments/routes.js';
import { printRoutes } from './print/routes.js';
import { rebuildPrintFilesAfterEdit } from './print/index.js';
import type { Config } from './config.js';
import type { Deps } from './ports/index.js';
import { publicService } from './public/index.js';
import { publicRoutes } from './public/routes.js';

/** The `/public` and `/user` API of spec §7 as one express app (the `api` function). */
export function createApp(deps: Deps & { config: Pick<Config, 'STORYSPROUT_FILES_SECRET'> }): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use((_req, res, next) => {
    // API answers are per-user data or tiny; never let a shared cache keep them.
    res.set('Cache-Control', 'no-store');
    res.set('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.use(jsonBody);

  // A shared book's page with its link preview (Hosting rewrites /s/** to this function).
  app.use('/s', sharePageRoutes(deps));
  // The local blob directory's signed downloads (the print lab's), not an API route.
  if (deps.blobs instanceof LocalDirectoryBlobStore && deps.config.STORYSPROUT_FILES_SECRET) {
    app.use('/public/files', localFileRoutes(deps.blobs, deps.config.STORYSPROUT_FILES_SECRET));
  }

  // The route table's calls (contract/routes), each feature giving the handlers of its own.
  const region = publicService(deps);
  mountRoutes(
    app,
    [
      publicRoutes(deps),
      accountRoutes(deps),
      creditRoutes(deps),
      organizationRoutes(deps),
      // A fixed book's print files follow its words (print depends on books, so it is handed in here).
      ...bookRoutes(deps, rebuildPrintFilesAfterEdit(deps)),
      characterRoutes(deps),
      paymentRoutes(deps),
      giftRoutes(deps),
      ...printRoutes(deps),
      deletionRoutes(deps),
      classroomRoutes(deps),
    ],
    {
      signIn: requireCaller(deps.identity),
      // Money and deletion calls check the token was not revoked (issue 26).
      unrevoked: requireUnrevoked(deps.identity),
      verifiedEmail: requireVerifiedEmail,
      purchaseRegion: requireRegion((header) => region.countryOfRequest(header).status === 200),
    },
  );

  app.use(notFoundHandler);
  app.use(errorHandler(deps.logger));
  return app;
}
