/**
 * Prerenders the public pages into the client build (after `vite build` and the SSR build of
 * src/entry-server.tsx into dist-ssr/): each page's HTML, title and share tags go into a copy
 * of dist/index.html, written as dist/index.html for '/' and dist/{path}.html for the others
 * (Hosting serves them with cleanUrls). dist/app.html keeps the empty shell: every other route
 * (signed-in pages, sign-in forms) is rendered in the browser from it (firebase.json rewrite).
 *
 * usage: node --import tsx build/prerender.ts
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import type { Prerendered } from '../src/entry-server';
import type { PageHead } from '../src/lib/meta';
import { publicUrls } from './siteFiles';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(WEB, 'dist');
const ROOT = '<div id="root"></div>';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The shell's head with the page's title and tags instead of the shell's defaults. */
export function withHead(shell: string, head: PageHead): string {
  let html = shell.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  for (const [attribute, key, content] of head.tags) {
    const tag = `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
    const existing = new RegExp(`<meta\\s+${attribute}="${key}"[^>]*>`);
    html = existing.test(html)
      ? html.replace(existing, tag)
      : html.replace('</head>', `    ${tag}\n  </head>`);
  }
  return html;
}

/**
 * Preloads for the latin faces every page uses (Fredoka headings, Atkinson Hyperlegible text),
 * so they arrive with the CSS and the text does not reflow when they load.
 */
export function withFontPreloads(shell: string, assets: string[]): string {
  if (shell.includes('as="font"')) return shell;
  const faces = assets.filter((f) =>
    /^(fredoka-latin-(500|600)|atkinson-hyperlegible-latin-(400|700))-normal-[\w-]+\.woff2$/.test(f),
  );
  const links = faces
    .map((f) => `    <link rel="preload" href="/assets/${f}" as="font" type="font/woff2" crossorigin />\n`)
    .join('');
  return shell.replace('  </head>', `${links}  </head>`);
}

export function pageFile(urlPath: string): string {
  return urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`;
}

async function main() {
  const started = performance.now();
  const siteUrl = (loadEnv('production', WEB, 'VITE_').VITE_SITE_URL || 'https://storysprout.com').replace(
    /\/+$/,
    '',
  );
  // Vite's index.html, or the shell kept from an earlier run (index.html is prerendered then).
  const built = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const source = built.includes(ROOT) ? built : await readFile(path.join(DIST, 'app.html'), 'utf8');
  if (!source.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);
  const shell = withFontPreloads(source, await readdir(path.join(DIST, 'assets')));
  await writeFile(path.join(DIST, 'app.html'), shell);

  const { prerender } = (await import(pathToFileURL(path.join(WEB, 'dist-ssr', 'entry-server.js')).href)) as {
    prerender: (urlPath: string, siteUrl: string) => Promise<Prerendered>;
  };
  const pages = [...publicUrls(WEB), '/about'];
  for (const urlPath of pages) {
    const page = await prerender(urlPath, siteUrl);
    if (page.status !== 200 || !page.head)
      throw new Error(`${urlPath}: status ${page.status}, head ${!!page.head}`);
    // React puts the preloads it wants (the first picture of a book) before the app's HTML; they
    // belong in the head, or hydration would find an element it did not render.
    const [, preloads = '', body = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(page.html) ?? [];
    const html = withHead(shell, page.head)
      .replace('  </head>', preloads ? `    ${preloads}\n  </head>` : '  </head>')
      .replace(ROOT, `<div id="root">${body}</div>`);
    const file = path.join(DIST, pageFile(urlPath));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  console.log(
    `Prerendered ${pages.length} public pages in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
