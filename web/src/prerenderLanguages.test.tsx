import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withHead } from '../build/pageHead';
import { SAMPLES } from './content/gallery/catalog';
import { prerender } from './entry-server';
import { POSTS } from './features/blog/posts';
import { LOCALES, type Locale, type MessageId } from './i18n';
import de from './i18n/locales/de.json';
import en from './i18n/locales/en.json';
import es from './i18n/locales/es.json';
import fr from './i18n/locales/fr.json';
import it_ from './i18n/locales/it.json';
import pt from './i18n/locales/pt.json';

const SITE = 'https://storysprout.com';
const CATALOGUES: Record<Locale, Record<MessageId, string>> = { en, es, fr, de, pt, it: it_ };
// vitest runs from the repository root.
const SHELL = readFileSync(path.join(process.cwd(), 'web', 'index.html'), 'utf8');

/** Each page, with the message its <h1> shows and the one its title starts with (if not the site's name). */
const PAGES: Array<{ path: string; heading?: MessageId; title?: MessageId }> = [
  { path: '/', heading: 'home.hero.title' },
  { path: '/personalized-stories', heading: 'home.hero.title', title: 'personalized.meta.title' },
  { path: '/educators', heading: 'educators.title', title: 'educators.metaTitle' },
  { path: '/about', heading: 'about.title', title: 'about.metaTitle' },
  { path: '/contact', heading: 'contact.title', title: 'contact.title' },
  { path: '/policy', heading: 'policy.title', title: 'policy.title' },
  { path: '/gallery', heading: 'gallery.title', title: 'gallery.title' },
  { path: '/gallery/aisha-s-sunflower' },
  { path: '/blog', heading: 'blog.title', title: 'blog.metaTitle' },
  { path: '/blog/helping-children-navigate-big-emotions-with-personalized-stories' },
];

const addressOf = (locale: Locale, page: string) =>
  locale === 'en' ? page : page === '/' ? `/${locale}/` : `/${locale}${page}`;

/**
 * What a visitor reads (text, alternative text, labels), without the parts marked as another
 * language (a sample book's words, an English article).
 */
function visibleWords(html: string, locale: Locale): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const other of doc.body.querySelectorAll('[lang]'))
    if (other.getAttribute('lang') !== locale) other.remove();
  const attributes = [...doc.body.querySelectorAll('[alt], [aria-label], [placeholder], [title]')].flatMap(
    (el) => ['alt', 'aria-label', 'placeholder', 'title'].map((name) => el.getAttribute(name) ?? ''),
  );
  let words = [doc.title, doc.body.textContent ?? '', ...attributes].join('\n');
  // A book's or an article's name stays as written, in a label too ('Read Lily's Kindness Rainbow').
  for (const name of [...SAMPLES.map((s) => s.title), ...POSTS.map((p) => p.title)])
    words = words.replaceAll(name, '');
  return words.replace(/\s+/g, ' ');
}

/** The English messages a page in `locale` must not show: those with words of their own there. */
function englishOnly(locale: Locale): string[] {
  return (Object.keys(en) as MessageId[])
    .filter((id) => !/[{<]/.test(en[id]) && !CATALOGUES[locale][id].includes(en[id]))
    .map((id) => en[id]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the public pages prerendered in each language', () => {
  for (const locale of LOCALES.filter((l) => l !== 'en'))
    it(`speak ${locale} at /${locale}/, with lang, hreflang and canonical`, async () => {
      const messages = CATALOGUES[locale];
      const english = englishOnly(locale);
      for (const page of PAGES) {
        const address = addressOf(locale, page.path);
        const rendered = await prerender(address, SITE);
        expect(rendered.status, address).toBe(200);
        expect(rendered.locale).toBe(locale);
        const html = withHead(SHELL, rendered.head!, { locale, path: page.path, siteUrl: SITE }).replace(
          '<div id="root"></div>',
          `<div id="root">${rendered.html}</div>`,
        );

        expect(html, address).toContain(`<html lang="${locale}">`);
        expect(html).toContain(`<link rel="canonical" href="${SITE}${address}" />`);
        for (const other of LOCALES)
          expect(html).toContain(
            `<link rel="alternate" hreflang="${other}" href="${SITE}${addressOf(other, page.path)}" />`,
          );
        expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}${page.path}" />`);

        if (page.heading)
          expect(rendered.html, address).toMatch(
            new RegExp(`<h1[^>]*>${escapeRegExp(messages[page.heading])}</h1>`),
          );
        if (page.title) expect(rendered.head!.title).toBe(`${messages[page.title]} | StorySprout`);
        // Links inside the page stay at this language's addresses.
        expect(rendered.html).toContain(`href="/${locale}/gallery"`);

        const words = visibleWords(html, locale);
        const left = english.filter((text) =>
          new RegExp(`(^|[^\\p{L}])${escapeRegExp(text)}($|[^\\p{L}])`, 'u').test(words),
        );
        expect(left, `${address} shows English`).toEqual([]);
      }
    });

  it('keep English at the root, with the same alternates', async () => {
    const rendered = await prerender('/gallery', SITE);
    const html = withHead(SHELL, rendered.head!, { locale: 'en', path: '/gallery', siteUrl: SITE });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/gallery" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${SITE}/es/gallery" />`);
    expect(rendered.html).toContain('Story Gallery</h1>');
    expect(rendered.html).toContain('href="/gallery/amara-s-big-move"');
  });

  it('say an article is in English only, in the page’s language', async () => {
    const rendered = await prerender(
      '/de/blog/helping-children-navigate-big-emotions-with-personalized-stories',
      SITE,
    );
    expect(rendered.html).toContain(de['blog.englishOnly']);
    expect(rendered.html).toMatch(/<h1 lang="en"[^>]*>Helping Children Navigate Big Emotions/);
  });
});
