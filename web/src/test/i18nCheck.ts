import { afterAll, beforeAll } from 'vitest';
import { activateLocale, i18n, type Locale } from '../i18n';

/**
 * Tests that a screen speaks another language: with `inLocale('es')` in a describe block the
 * components render in Spanish, and `englishLeft()` lists every English catalogue message (or a
 * long literal piece of one) still found in the page's text, accessible names or title. Messages
 * that read the same in both languages ('PDF', 'Subtotal') are not English left behind, so they
 * are skipped.
 */
const catalogues = import.meta.glob<Record<string, string>>('../i18n/locales/*.json', {
  eager: true,
  import: 'default',
});

function catalogue(locale: string): Record<string, string> {
  const found = catalogues[`../i18n/locales/${locale}.json`];
  if (!found) throw new Error(`No catalogue for ${locale}`);
  return found;
}

const OWN_NAMES_OF_LANGUAGES = 'language.name.';

/** Renders the describe block's tests in `locale`, and English again after it. */
export function inLocale(locale: Locale) {
  beforeAll(() => activateLocale(locale));
  afterAll(() => activateLocale('en'));
}

/** The words of a message outside its placeholders, plurals and tags: '{n} of {total} ready' → ['of', 'ready']. */
export function literalPieces(message: string): string[] {
  let depth = 0;
  let outside = '';
  for (const char of message) {
    if (char === '{') depth += 1;
    if (depth === 0) outside += char;
    else outside += '\u0000';
    if (char === '}') depth = Math.max(0, depth - 1);
  }
  return outside
    .replace(/<\/?\d+\/?>/g, '\u0000')
    .split('\u0000')
    .map((piece) => piece.trim())
    .filter((piece) => /\p{L}{2,}/u.test(piece));
}

/** Everything a person reads or hears on the page: its text nodes, labels, alt texts and title. */
function pageTexts(root: ParentNode): string[] {
  const texts: string[] = [];
  const element = root instanceof Document ? root.body : (root as Element);
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  texts.push(element.textContent ?? '');
  for (const el of element.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    for (const attr of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = el.getAttribute(attr)?.trim();
      if (value) texts.push(value);
    }
  }
  if (element.ownerDocument.title) texts.push(element.ownerDocument.title);
  return texts;
}

/**
 * The English catalogue messages still on the page ('id: English text'), for the active language.
 * `only` limits the check to ids with these prefixes (a screen's own messages, 'cart.').
 */
export function englishLeft(root: ParentNode = document.body, only?: string[]): string[] {
  const english = catalogue('en');
  const target = catalogue(i18n.locale);
  const texts = pageTexts(root);
  const found: string[] = [];
  for (const [id, message] of Object.entries(english)) {
    if (only && !only.some((prefix) => id.startsWith(prefix))) continue;
    if (target[id] === message) continue;
    // The language switcher names each language in its own words ('English', 'Français'), as
    // the English catalogue names the story languages: not English left behind.
    if (id.startsWith(OWN_NAMES_OF_LANGUAGES)) continue;
    const pieces = literalPieces(message);
    const whole = !/[{<]/.test(message);
    const hit = pieces.find((piece) =>
      texts.some((text) =>
        whole && piece.length < 12 ? text === piece : piece.length >= 10 && text.includes(piece),
      ),
    );
    // Short words are only English when they are the whole of a text ('Remove', 'Paid').
    const shortHit = whole && pieces.length === 1 && texts.some((text) => text === pieces[0]);
    if (hit || shortHit) found.push(`${id}: ${message}`);
  }
  return found;
}
