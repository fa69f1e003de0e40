import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '../emulators/src/stack.js';

/**
 * Issue 45's check that a page speaks the visitor's language: every visible text node of the
 * page is split into words and any common English interface word is flagged. The book's own
 * words (its title, story, picture descriptions) and the names the person typed are taken out
 * of the text first: they stay in the language they were written in.
 */

/** Words of the English interface that no Spanish, French, German, Portuguese or Italian text uses. */
export const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  `the your you and with for this that are is was will from our please save next back create loading
  sign order orders book books story stories page pages print edit read download library account credits
  credit select redo image images build share open close cancel continue shipping address quantity price
  help about home log password here new more now ready or of to it on my what how why when add remove
  try again go view all buy pay cart checkout skip picture pictures drawn painted language gift gallery
  privacy terms contact cover copies copy proof binding paid shipped submitted processing status done
  left out up`.split(/\s+/),
);

type Catalogue = Record<string, string>;
const catalogues = new Map<string, Catalogue>();

/** A message of the web app's catalogue for `locale`, its simple `{placeholders}` filled in. */
export function message(locale: string, id: string, values: Record<string, string | number> = {}): string {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const file = path.join(ROOT, 'web', 'src', 'i18n', 'locales', `${locale}.json`);
    catalogue = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
    catalogues.set(locale, catalogue);
  }
  const text = catalogue[id];
  if (text === undefined) throw new Error(`No message ${id} in ${locale}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The visible text nodes of the page (hidden ones, scripts and styles left out), trimmed. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      texts.push(text);
    }
    return texts;
  });
}

/**
 * The English left on the page: 'word: text node' for each text node with a common English
 * word, once `own` texts (the book's words, the names typed) are taken out of it.
 */
export async function englishOnPage(page: Page, own: readonly string[] = []): Promise<string[]> {
  const found: string[] = [];
  const ownTexts = [...own].filter((text) => text.trim().length > 0).sort((a, b) => b.length - a.length);
  for (const text of await visibleTexts(page)) {
    let rest = text;
    for (const ownText of ownTexts) {
      rest = rest.split(ownText.trim()).join(' ');
      // A text node may hold only part of a long book text (a page of the story).
      if (rest.trim().length >= 12 && ownText.includes(rest.trim())) rest = '';
    }
    const word = rest.match(/\p{L}+/gu)?.find((w) => ENGLISH_WORDS.has(w.toLowerCase()));
    if (word) found.push(`${word}: ${text}`);
  }
  return found;
}
