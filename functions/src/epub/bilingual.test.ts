import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildEpub } from './buildEpub.js';
import type { EpubInput } from './types.js';
import { epubcheck, narrationOf, PARAGRAPHS, sampleEpubInput } from './testing/fixtures.js';

/**
 * A bilingual book's EPUB (issue 45): each text page carries both texts, the second beneath the
 * first marked with its language and set apart (italic, the PDF's green), and where narration is
 * given each page's overlay reads the first text, then the second from its own recording. It
 * passes epubcheck with 0 errors and 0 warnings, narrated or not.
 */
async function bilingualInput(narrated: boolean): Promise<EpubInput> {
  const input = await sampleEpubInput('en', 'classic');
  const second = { language: 'es' as const, paragraphs: PARAGRAPHS.es.paragraphs };
  return {
    ...input,
    second,
    narration: narrated
      ? {
          ...narrationOf(input.paragraphs),
          second: { narrator: 'Alba (cálida)', pages: narrationOf(second.paragraphs).pages },
        }
      : null,
  };
}

const unpack = (epub: Buffer) => {
  const files = unzipSync(epub);
  return { names: Object.keys(files), text: (name: string) => strFromU8(files[name] ?? new Uint8Array()) };
};

describe('a bilingual EPUB', () => {
  it('shows both texts on each page, the second in its language and style, read aloud after the first', async () => {
    const input = await bilingualInput(true);
    const built = await buildEpub(input);
    const { names, text } = unpack(built.epub);
    const page = text('OEBPS/page-03-text.xhtml');
    const first = page.indexOf('<p style=');
    const second = page.indexOf('<p id="text-3-second" class="second" xml:lang="es" lang="es"');
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    // Every spoken word of each text is a span of its own: the first's w3-n, the second's w3-bn.
    const firstWords = page.slice(first, second).match(/<span id="w3-\d+">/g) ?? [];
    const secondWords = page.slice(second).match(/<span id="w3-b\d+">/g) ?? [];
    expect(firstWords.length).toBeGreaterThan(3);
    expect(secondWords.length).toBeGreaterThan(3);
    expect(page.replace(/<[^>]+>/g, '')).toContain(PARAGRAPHS.es.paragraphs[2]);
    expect(text('OEBPS/style.css')).toMatch(/\.text p\.second \{[^}]*font-style: italic; color: #1F5E3B;/);
    expect(names).toContain('OEBPS/fonts/AtkinsonHyperlegible-Italic.ttf');

    // The overlay reads the page top to bottom: the first text, then the second's recording.
    const smil = text('OEBPS/page-03.smil');
    const lastFirst = smil.lastIndexOf('audio/page-03.mp3');
    const firstSecond = smil.indexOf('audio/page-03-es.mp3');
    expect(lastFirst).toBeGreaterThan(0);
    expect(firstSecond).toBeGreaterThan(lastFirst);
    expect(smil).toContain('page-03-text.xhtml#w3-b1');
    expect(names).toContain('OEBPS/audio/page-03-es.mp3');
    const opf = text('OEBPS/package.opf');
    expect(opf).toContain('<meta property="media:narrator">Fiona (warm)</meta>');
    expect(opf).toContain('<meta property="media:narrator">Alba (cálida)</meta>');
    // Both recordings are counted in the book's length: 600 ms each, twenty of them.
    expect(built.durationMs).toBe(20 * 600);
  });

  it('refuses a second text in the first language, or a second narration without its text', async () => {
    const input = await bilingualInput(true);
    await expect(buildEpub({ ...input, second: { ...input.second!, language: 'en' } })).rejects.toThrow(
      /second language 'en' must be another story language/,
    );
    await expect(buildEpub({ ...input, second: null })).rejects.toThrow(/needs the second text/);
  });

  it.each([false, true])(
    'passes epubcheck, narrated: %s (0 errors, 0 warnings)',
    async (narrated) => {
      const { epub } = await buildEpub(await bilingualInput(narrated));
      const report = await epubcheck(epub, `en-es${narrated ? '-narrated' : ''}.epub`);
      expect(report.messages, report.output).toEqual([]);
      expect(report.errors).toBe(0);
      expect(report.warnings).toBe(0);
    },
    180_000,
  );
});
