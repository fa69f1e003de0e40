import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BOOK_WORDS } from '../shared/bookWords.js';
import { buildEpub } from './buildEpub.js';
import { sampleEpubInput } from './testing/fixtures.js';

/** The EPUB's own words (issue 45), as a Spanish and a German book write them. */
const BOOKS = {
  es: { dedication: 'Dedicatoria', page: 'Página 3', theEnd: 'Fin' },
  de: { dedication: 'Widmung', page: 'Seite 3', theEnd: 'Ende' },
} as const;

describe("the EPUB's own words, in the book's language", () => {
  it.each(Object.keys(BOOKS))('a %s book’s EPUB: dedication, page labels and The End', async (language) => {
    const lang = language as keyof typeof BOOKS;
    const words = BOOKS[lang];
    const files = unzipSync((await buildEpub(await sampleEpubInput(lang, 'classic'))).epub);
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
    expect(text('OEBPS/dedication.xhtml')).toContain(`aria-label="${words.dedication}"`);
    expect(text('OEBPS/nav.xhtml')).toContain(words.page);
    expect(text('OEBPS/end.xhtml')).toContain(`<h2>${words.theEnd}</h2>`);
    expect(text('OEBPS/package.opf')).toContain(BOOK_WORDS[lang].summary(false));
  });
});
