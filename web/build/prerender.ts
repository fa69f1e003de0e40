/**
 * Prerenders the public pages into the client build (after `vite build` and the SSR build of
 * src/entry-server.tsx into dist-ssr/): each page's HTML, title and share tags go into a copy
 * of dist/index.html, written as dist/index.html for '/' and dist/{path}.html for the others
 * (Hosting serves them with cleanUrls). dist/app.html keeps the empty shell: every other route
 * (signed-in pages, sign-in forms) is rendered in the browser from it (firebase.json rewrite).
 *
 * usage: node --import tsx build/prerender.ts
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
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

export function pageFile(urlPath: string): string {
  return urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`;
}

async function main() {
  const started = performance.now();
  const siteUrl = (loadEnv('production', WEB, 'VITE_').VITE_SITE_URL || 'https://storysprout.com').replace(
    /\/+$/,
    '',
  );
  const shell = await readFile(path.join(DIST, 'index.html'), 'utf8');
  if (!shell.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);
  await writeFile(path.join(DIST, 'app.html'), shell);

  const { prerender } = (await import(pathToFileURL(path.join(WEB, 'dist-ssr', 'entry-server.js')).href)) as {
    prerender: (urlPath: string, siteUrl: string) => Promise<Prerendered>;
  };
  const pages = [...publicUrls(WEB), '/about'];
  for (const urlPath of pages) {
    const page = await prerender(urlPath, siteUrl);
    if (page.status !== 200 || !page.head)
      throw new Error(`${urlPath}: status ${page.status}, head ${!!page.head}`);
    const html = withHead(shell, page.head).replace(ROOT, `<div id="root">${page.html}</div>`);
    const file = path.join(DIST, pageFile(urlPath));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  console.log(
    `Prerendered ${pages.length} public pages in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
