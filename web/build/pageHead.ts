/** A prerendered page's head: its title and share tags, its language and its other-language addresses. */
import type { Locale } from '../src/i18n/locales';
import type { PageHead } from '../src/lib/meta';
import { alternates, pageUrl } from './siteFiles';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where a page lives: its language, its path without a language, and the site's address. */
export interface PageAddress {
  locale: Locale;
  path: string;
  siteUrl: string;
}

/**
 * The shell's head with the page's title and tags instead of the shell's defaults, and, for a
 * page with an address per language, its language, canonical address and hreflang alternates.
 */
export function withHead(shell: string, head: PageHead, address?: PageAddress): string {
  let html = shell.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  if (address) {
    const { locale, path: page, siteUrl } = address;
    html = html.replace(/<html lang="[^"]*">/, `<html lang="${locale}">`);
    const links = [
      `<link rel="canonical" href="${pageUrl(siteUrl, locale, page)}" />`,
      ...alternates(siteUrl, page).map(
        ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}" />`,
      ),
    ];
    html = html.replace('</head>', `${links.map((link) => `    ${link}\n`).join('')}  </head>`);
  }
  for (const [attribute, key, content] of head.tags) {
    const tag = `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
    const existing = new RegExp(`<meta\\s+${attribute}="${key}"[^>]*>`);
    html = existing.test(html)
      ? html.replace(existing, tag)
      : html.replace('</head>', `    ${tag}\n  </head>`);
  }
  return html;
}
