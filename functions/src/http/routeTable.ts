import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import {
  isQuery,
  ROUTES,
  type Requirement,
  type Route,
  type RouteName,
  type Routes,
} from '../contract/routes/index.js';
import { plainTextErrors } from './errorHandler.js';
import { isMultipart } from './multipart.js';
import { parseBody } from './validate.js';

/**
 * A multipart/form-data request to a route that takes one (`multipart` in its table entry): its
 * handler reads the parts itself, with the limits it needs, and checks the fields against the
 * entry's `multipart.fields`.
 */
export class MultipartRequest {}

/** What a route's handler is given: the request as its schema read it (defaults filled). */
export type InputOf<R extends Route> =
  z.output<R['request']> | (R extends { multipart: object } ? MultipartRequest : never);

export type RouteHandler<R extends Route> = (req: Request, res: Response, input: InputOf<R>) => unknown;

/** Handlers by route name: each feature's routes.ts gives those of its routes. */
export type RouteHandlers = { readonly [K in RouteName]?: RouteHandler<Routes[K]> };

/** The handlers of a feature's routes, each typed by its table entry. */
export const routeHandlers = (handlers: RouteHandlers): RouteHandlers => handlers;

/** The guards of the requirements past sign-in (which the /user prefix asks of every route). */
export type Guards = Record<Exclude<Requirement, 'signedIn'>, RequestHandler>;

const stringValues = (query: Request['query']) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => typeof value === 'string'));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request of a route read with its entry's schema: a 400 naming the fields if it does not fit. */
function inputOf(route: Route, req: Request): unknown {
  if (route.multipart && isMultipart(req)) return new MultipartRequest();
  const given: unknown =
    (isQuery(route)
      ? req.query
      : route.queryOverBody
        ? { ...(isRecord(req.body) ? req.body : {}), ...stringValues(req.query) }
        : req.body) ?? {};
  const schema = route.requestOf && isRecord(given) ? route.requestOf(given) : route.request;
  return parseBody(schema, given);
}

/**
 * Mounts every route of the table on `app`, each with its entry's method, path, guards and
 * request schema, and the handler of its name: a path is written once, in the table. /user
 * routes sit behind `signIn` (an unknown /user path without a token answers 401, as any other).
 */
export function mountRoutes(
  app: Express,
  parts: readonly RouteHandlers[],
  guards: Guards & { signIn: RequestHandler },
): void {
  const handlers = new Map<string, RouteHandler<Route>>();
  for (const part of parts)
    for (const [name, handler] of Object.entries(part)) {
      if (handlers.has(name)) throw new Error(`Route ${name} has two handlers`);
      if (!(name in ROUTES)) throw new Error(`Route ${name} is not in the route table`);
      handlers.set(name, handler as RouteHandler<Route>);
    }
  const user = express.Router();
  user.use(guards.signIn);
  for (const [name, route] of Object.entries(ROUTES) as [RouteName, Route][]) {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`Route ${name} (${route.path}) has no handler`);
    const signedIn = route.who.includes('signedIn');
    if (signedIn !== route.path.startsWith('/user/'))
      throw new Error(`${route.path}: only /user routes, and all of them, need a signed-in caller`);
    const chain: RequestHandler[] = [
      ...route.who.filter((need) => need !== 'signedIn').map((need) => guards[need]),
      ...(route.plainTextErrors ? [plainTextErrors] : []),
      (req, res) => handler(req, res, inputOf(route, req)),
    ];
    const method = route.method === 'GET' ? 'get' : 'post';
    if (signedIn) user[method](route.path.slice('/user'.length), ...chain);
    else app[method](route.path, ...chain);
  }
  app.use('/user', user);
}
