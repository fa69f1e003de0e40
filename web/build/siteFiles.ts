import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { SAMPLES } from '../src/content/gallery/catalog';
import { slugify } from '../src/lib/slug';
import { gallerySlug } from '../src/content/gallery/pictures';
import { parseMarkdown } from './markdown';

/** The public pages search engines should find (spec part 1 §2), sign-in forms left out. */
export function publicUrls(webDir: string): string[] {
  const blogDir = path.join(webDir, 'src', 'content', 'blog');
  const posts = readdirSync(blogDir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => parseMarkdown(readFileSync(path.join(blogDir, f), 'utf8'), f).meta.title);
  return [
    '/',
    '/personalized-stories',
    '/educators',
    '/about-us',
    '/contact',
    '/gallery',
    ...SAMPLES.map((s) => `/gallery/${gallerySlug(s)}`),
    '/blog',
    ...posts.map((title) => `/blog/${slugify(title)}`),
    '/policy',
  ];
}

export function sitemapXml(webDir: string, siteUrl: string): string {
  const urls = publicUrls(webDir)
    .map((p) => `  <url><loc>${siteUrl}${p}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Signed-in pages are no use to a search engine; the API is not a page. */
const PRIVATE = [
  '/account',
  '/create',
  '/library',
  '/print-book',
  '/cart',
  '/success',
  '/cancel',
  '/user/',
  '/public/',
];

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * sitemap.xml and robots.txt, written into the build (and served by the dev server), for the
 * site at VITE_SITE_URL (default https://storysprout.com). webDir: the web app's folder.
 */
export function siteFilesPlugin(webDir: string, siteUrl: string): Plugin {
  const base = siteUrl.replace(/\/+$/, '');
  return {
    name: 'storysprout-site-files',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(webDir, base) });
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(base) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url === '/sitemap.xml' || req.url === '/robots.txt') {
          const xml = req.url === '/sitemap.xml';
          res.setHeader('content-type', xml ? 'application/xml' : 'text/plain');
          res.end(xml ? sitemapXml(webDir, base) : robotsTxt(base));
          return;
        }
        next();
      });
    },
  };
}
