import * as accounts from './accounts.js';
import * as books from './books.js';
import * as characters from './characters.js';
import * as classroom from './classroom.js';
import * as gifts from './gifts.js';
import * as narration from './narration.js';
import * as payments from './payments.js';
import * as print from './print.js';
import * as publicRoutes from './public.js';
import * as share from './share.js';
import type { Route } from './route.js';

export * from './route.js';

/**
 * The API's route table: every /user and /public route, by name (one file per area). The server
 * mounts these and nothing else, the web calls them by these entries, and the OpenAPI document
 * is drawn from them (`npm run openapi`).
 */
export const ROUTES = {
  ...publicRoutes,
  ...accounts,
  ...books,
  ...narration,
  ...share,
  ...characters,
  ...payments,
  ...gifts,
  ...print,
  ...classroom,
} as const;

export type Routes = typeof ROUTES;
export type RouteName = keyof Routes;

/** The table as a list, in its areas' order. */
export const ROUTE_LIST: readonly Route[] = Object.values(ROUTES);
