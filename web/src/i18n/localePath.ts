import { isLocale, SOURCE_LOCALE, type Locale } from './locales';

/**
 * Public pages have one address per language: English at the root (`/gallery`), the others
 * under their code (`/es/gallery`, `/es/` for the home page). The SPA runs under that prefix
 * (the router's basename), so every link inside a page keeps the language of its address.
 */
export function splitLocalePath(pathname: string): { locale: Locale | null; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  const code = match?.[1];
  if (!code || code === SOURCE_LOCALE || !isLocale(code)) return { locale: null, path: pathname };
  return { locale: code, path: match[2] ?? '/' };
}

/** The address of `path` (a page's path without a language) in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === SOURCE_LOCALE) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/** The router's basename for an address in `locale` (none for English). */
export function localeBasename(locale: Locale | null): string | undefined {
  return locale && locale !== SOURCE_LOCALE ? `/${locale}` : undefined;
}

/**
 * The public pages that exist in every language (prerendered, in the sitemaps); a section's
 * own pages (`/gallery/{slug}`, `/blog/{slug}`) come with it.
 */
export const LOCALIZED_SECTIONS = [
  '/personalized-stories',
  '/educators',
  '/about',
  '/about-us',
  '/contact',
  '/gallery',
  '/blog',
  '/policy',
] as const;

export function isLocalizedPage(path: string): boolean {
  return (
    path === '/' ||
    LOCALIZED_SECTIONS.some(
      (section) => path === section || (path.startsWith(`${section}/`) && path.split('/').length === 3),
    )
  );
}

/** Loads another address in full (the page under another language's address). Tests watch it. */
export const addressBar = {
  open: (url: string): void => window.location.assign(url),
};
