/**
 * Prerenders the public pages into the client build (after `vite build` and the SSR build of
 * src/entry-server.tsx into dist-ssr/): each page's HTML, title and share tags go into a copy
 * of dist/index.html, written as dist/index.html for '/' and dist/{path}.html for the others
 * (Hosting serves them with cleanUrls). dist/app.html keeps the empty shell: every other route
 * (signed-in pages, sign-in forms) is rendered in the browser from it (firebase.json rewrite).
 *
 * usage: node --import tsx build/prerender.ts
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import type { Prerendered } from '../src/entry-server';
import { LOCALES } from '../src/i18n/locales';
import { localePath } from '../src/i18n/localePath';
import { readCatalogue, SOURCE_LOCALE } from './messageCatalogues';
import { withHead } from './pageHead';
import { publicUrls, siteFiles } from './siteFiles';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(WEB, 'dist');
const ROOT = '<div id="root"></div>';

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[\w-]+\.js)"><\/script>\n?/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/**
 * A prerendered page is readable before any script runs, so the app's code is fetched only once
 * the page has been painted: until then the HTML, the CSS and the pictures have the (perhaps slow)
 * network to themselves. A hidden tab paints nothing, so it starts at once. The starter is a
 * file, not an inline script, because the CSP allows scripts from 'self' only.
 */
export function lateStart(shell: string): { html: string; starter: { path: string; code: string } } {
  const entry = ENTRY.exec(shell)?.[1];
  if (!entry) throw new Error('dist/index.html has no module entry script');
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string);
  const code = `const start = () => {
  for (const href of ${JSON.stringify(preloads)}) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(${JSON.stringify(entry)});
};
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
`;
  const starter = {
    path: `/assets/start-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`,
    code,
  };
  const html = shell
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY, `<script type="module" crossorigin src="${starter.path}"></script>\n`);
  return { html, starter };
}

/** dist/index.html for '/', dist/es/index.html for '/es/', dist/{path}.html for the others. */
export function pageFile(urlPath: string): string {
  return urlPath.endsWith('/') ? `${urlPath.slice(1)}index.html` : `${urlPath.slice(1)}.html`;
}

async function main() {
  const started = performance.now();
  const siteUrl = (
    loadEnv(process.env.STORYSPROUT_WEB_MODE ?? 'production', WEB, 'VITE_').VITE_SITE_URL ||
    'https://storysprout.com'
  ).replace(/\/+$/, '');
  // Vite's index.html, or the shell kept from an earlier run (index.html is prerendered then).
  const built = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const source = built.includes(ROOT) ? built : await readFile(path.join(DIST, 'app.html'), 'utf8');
  if (!source.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);
  await writeFile(path.join(DIST, 'app.html'), source);
  const { html: shell, starter } = lateStart(source);
  await writeFile(path.join(DIST, starter.path), starter.code);

  const { prerender } = (await import(pathToFileURL(path.join(WEB, 'dist-ssr', 'entry-server.js')).href)) as {
    prerender: (urlPath: string, siteUrl: string) => Promise<Prerendered>;
  };
  const paths = [...publicUrls(WEB), '/about'];
  const messageIds = Object.keys(readCatalogue(SOURCE_LOCALE));
  const pages = LOCALES.flatMap((locale) => paths.map((path) => ({ locale, path })));
  for (const { locale, path: pagePath } of pages) {
    const urlPath = localePath(locale, pagePath);
    const page = await prerender(urlPath, siteUrl);
    if (page.status !== 200 || !page.head)
      throw new Error(`${urlPath}: status ${page.status}, head ${!!page.head}`);
    // A public page shows only the catalogue's public part: a word from the app's part would
    // be printed as its id.
    const unshown = messageIds.filter((id) => page.html.includes(`>${id}<`) || page.html.includes(`"${id}"`));
    if (unshown.length > 0)
      throw new Error(
        `${urlPath} shows message ids instead of words (their part is not loaded): ${unshown.join(', ')}`,
      );
    // React puts the preloads it wants (the first picture of a book) before the app's HTML; they
    // belong in the head, or hydration would find an element it did not render.
    const [, preloads = '', body = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(page.html) ?? [];
    const html = withHead(shell, page.head, { locale, path: pagePath, siteUrl })
      .replace('  </head>', preloads ? `    ${preloads}\n  </head>` : '  </head>')
      .replace(ROOT, `<div id="root">${body}</div>`);
    const file = path.join(DIST, pageFile(urlPath));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  // The sitemaps and robots.txt list these pages (written here: Vite's config cannot read them).
  for (const [name, text] of Object.entries(siteFiles(WEB, siteUrl)))
    await writeFile(path.join(DIST, name), text);
  console.log(
    `Prerendered ${paths.length} public pages in ${LOCALES.length} languages (${pages.length} files) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
