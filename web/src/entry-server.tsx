import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createRoutes } from './app/routes';
import { activateLocale, localeBasename, splitLocalePath, type Locale } from './i18n';
import { AuthContext, type AuthState } from './lib/auth';
import { HeadCollector, type PageHead } from './lib/meta';
import { loadsSettled } from './lib/useLoaded';

/**
 * Prerendering (build/prerender.ts): a public page rendered to HTML at build time, as a visitor
 * who is not signed in sees it before any API answer. The browser hydrates it (main.tsx).
 */
export interface Prerendered {
  html: string;
  head: PageHead | undefined;
  /** 404 for the not-found page. */
  status: number;
  /** The page's language, from its address (/es/gallery: 'es'). */
  locale: Locale;
}

const signedOut: AuthState = {
  user: null,
  loading: false,
  confirmed: false,
  confirm: () => {},
  signOut: async () => {},
};

/**
 * `path` of the site at `siteUrl` (e.g. https://storysprout.com), in the language of its address:
 * '/gallery' in English, '/es/gallery' in Spanish (the router runs under '/es', as in main.tsx).
 */
export async function prerender(path: string, siteUrl: string): Promise<Prerendered> {
  const locale = splitLocalePath(new URL(path, siteUrl).pathname).locale ?? 'en';
  await activateLocale(locale);
  const handler = createStaticHandler(createRoutes(), { basename: localeBasename(locale) });
  const url = new URL(path, siteUrl);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) throw new Error(`${path} answered a redirect (${context.status}).`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let head: PageHead | undefined;
  const collector = { url: url.href, collect: (collected: PageHead) => (head = collected) };
  const render = () =>
    renderToString(
      <StrictMode>
        <HeadCollector.Provider value={collector}>
          <AuthContext.Provider value={signedOut}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AuthContext.Provider>
        </HeadCollector.Provider>
      </StrictMode>,
    );
  // Content that loads lazily (an article, a sample story) suspends the first render; render
  // again once it is there, until nothing is left to wait for.
  let html = render();
  for (let pass = 0; pass < 3 && (await loadsSettled()) > 0; pass++) html = render();
  if (/<!--\$[?!]-->/.test(html)) throw new Error(`${path}: content still loading after prerendering`);
  return { html, head, status: context.statusCode, locale };
}
