/**
 * The HTML of a share link `/s/{token}` (issue 29). Link previews (messengers, social sites) read
 * the page's Open Graph tags without running any script, so the tags are written into the app's
 * shell on the server; people get the same shell, and the app reads the book in the browser.
 * Pure: the shell and the book's preview come in, the page goes out.
 */
import type { Language } from '../../contract/languages.js';
import { BOOK_WORDS } from '../../shared/bookWords.js';

export interface SharePreview {
  title: string;
  description: string;
  /** The book's language: the page and its preview speak it. */
  language: Language;
  /** Absolute address of the cover illustration. */
  imageUrl: string;
  /** Absolute address of the link itself. */
  url: string;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** What a link that is gone (or never was) previews as: nothing of any book. */
export const GONE_PREVIEW = {
  title: 'This book is no longer shared | StorySprout',
  description: 'StorySprout makes personalized picture books for children aged 2 to 7.',
} as const;

function headTags(preview: SharePreview | null): string[] {
  const title = preview ? `${preview.title} | StorySprout` : GONE_PREVIEW.title;
  const description = preview?.description ?? GONE_PREVIEW.description;
  const tags: [string, string, string][] = [
    ['name', 'robots', 'noindex, nofollow'],
    ['name', 'description', description],
    ['property', 'og:site_name', 'StorySprout'],
    ['property', 'og:type', 'book'],
    ['property', 'og:title', preview?.title ?? GONE_PREVIEW.title],
    ['property', 'og:description', description],
  ];
  if (preview) {
    tags.push(
      ['property', 'og:url', preview.url],
      ['property', 'og:image', preview.imageUrl],
      ['property', 'og:image:alt', BOOK_WORDS[preview.language].coverOf(preview.title)],
      ['property', 'og:locale', BOOK_WORDS[preview.language].locale.replace('-', '_')],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:title', preview.title],
      ['name', 'twitter:image', preview.imageUrl],
    );
  }
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(
      ([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`,
    ),
  ];
}

/**
 * The shell with the share tags: its own title, description, robots and Open Graph tags are
 * replaced (a shell keeps the site's defaults, which must not describe a private book).
 */
export function sharePageHtml(shell: string, preview: SharePreview | null): string {
  const cleaned = shell
    .replace(/<title>[^<]*<\/title>\s*/i, '')
    .replace(/<meta\s+(?:name|property)="(?:description|robots|og:[^"]*|twitter:[^"]*)"[^>]*>\s*/gi, '');
  const tags = headTags(preview).join('\n    ');
  const spoken = preview
    ? cleaned.replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${preview.language}"`)
    : cleaned;
  return spoken.replace(/<\/head>/i, `    ${tags}\n  </head>`);
}

/**
 * The page when the app's shell cannot be had (the site is being deployed, a local test without
 * Hosting): the same tags, and a word to try again.
 */
export function fallbackShell(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
  </head>
  <body>
    <p>This StorySprout book could not open just now. Please reload the page in a moment.</p>
  </body>
</html>
`;
}
