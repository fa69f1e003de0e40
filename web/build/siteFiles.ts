import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SAMPLES } from '../src/content/gallery/catalog';
import { slugify } from '../src/lib/slug';
import { gallerySlug } from '../src/content/gallery/pictures';
import { parseMarkdown } from './markdown';
import { localePath } from '../src/i18n/localePath';
import { LOCALES, type Locale } from '../src/i18n/locales';

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

/** `path` (a page's path without a language) in `locale`, as a full address of the site. */
export function pageUrl(siteUrl: string, locale: Locale, path: string): string {
  return `${siteUrl}${localePath(locale, path)}`;
}

/**
 * The page's addresses in every language, as search engines read them (hreflang): the six
 * languages and x-default, the English page at the root that picks a language for the visitor.
 */
export function alternates(siteUrl: string, path: string): Array<{ hreflang: string; href: string }> {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: pageUrl(siteUrl, locale, path) })),
    { hreflang: 'x-default', href: pageUrl(siteUrl, 'en', path) },
  ];
}

/** The sitemap of one language's pages, each with its alternates in the other languages. */
export function sitemapXml(webDir: string, siteUrl: string, locale: Locale = 'en'): string {
  const urls = publicUrls(webDir)
    .map((p) => {
      const links = alternates(siteUrl, p)
        .map(
          ({ hreflang, href }) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
        )
        .join('');
      return `  <url>\n    <loc>${pageUrl(siteUrl, locale, p)}</loc>${links}\n  </url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** Each language's sitemap file: sitemap-en.xml, sitemap-es.xml, ... */
export const sitemapFile = (locale: Locale) => `sitemap-${locale}.xml`;

/** sitemap.xml: the index of the six languages' sitemaps (robots.txt points to it). */
export function sitemapIndexXml(siteUrl: string): string {
  const maps = LOCALES.map(
    (locale) => `  <sitemap><loc>${siteUrl}/${sitemapFile(locale)}</loc></sitemap>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps}\n</sitemapindex>\n`;
}

/** Every site file by its name: the sitemap index and the six sitemaps. */
function sitemaps(webDir: string, siteUrl: string): Record<string, string> {
  return Object.fromEntries([
    ['sitemap.xml', sitemapIndexXml(siteUrl)],
    ...LOCALES.map((locale) => [sitemapFile(locale), sitemapXml(webDir, siteUrl, locale)]),
  ]);
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
    // The signed-in pages answer under every language's address too (/es/account).
    ...LOCALES.flatMap((locale) => PRIVATE.map((p) => `Disallow: ${localePath(locale, p)}`)),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * sitemap.xml (the index), the six languages' sitemaps and robots.txt by file name, for the site
 * at `siteUrl` (VITE_SITE_URL, default https://storysprout.com). webDir: the web app's folder.
 */
export function siteFiles(webDir: string, siteUrl: string): Record<string, string> {
  const base = siteUrl.replace(/\/+$/, '');
  return { ...sitemaps(webDir, base), 'robots.txt': robotsTxt(base) };
}
