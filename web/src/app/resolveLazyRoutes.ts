import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy page modules that match `pathname` into their routes before a prerendered page
 * is hydrated, so the first render is the page itself (as prerendered), not a loading state.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
