import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildEpub } from './buildEpub.js';
import { epubcheck, narrationOf, PARAGRAPHS, sampleEpubInput, TONE_MP3 } from './testing/fixtures.js';

/** The container's files as text (pictures and audio as their sizes). */
function unpack(epub: Buffer) {
  const files = unzipSync(epub);
  const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
  return { names: Object.keys(files), files, text };
}

describe('the EPUB', () => {
  it('is an OCF container: mimetype first, stored, at byte 38', async () => {
    const { epub } = await buildEpub(await sampleEpubInput('en', 'classic'));
    expect(epub.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    // Compression method 0 (stored), no extra field, name 'mimetype', then the type itself.
    expect(epub.readUInt16LE(8)).toBe(0);
    expect(epub.readUInt16LE(28)).toBe(0);
    expect(epub.subarray(30, 38).toString('latin1')).toBe('mimetype');
    expect(epub.subarray(38, 58).toString('latin1')).toBe('application/epub+zip');
  });

  it('has the cover, the dedication, ten spreads and the end, fixed layout, in the book language', async () => {
    const input = await sampleEpubInput('es', 'crayon');
    const built = await buildEpub(input);
    expect(built.spinePages).toBe(1 + 1 + 20 + 1);
    const { names, text } = unpack(built.epub);
    const opf = text('OEBPS/package.opf');
    expect(opf).toContain('<dc:language>es</dc:language>');
    expect(opf).toContain('<meta property="rendition:layout">pre-paginated</meta>');
    expect(opf.match(/page-spread-left/g)).toHaveLength(10);
    expect(opf.match(/page-spread-right/g)).toHaveLength(10);
    const documents = names.filter((n) => n.endsWith('.xhtml'));
    expect(documents).toHaveLength(24);
    for (const name of documents) {
      expect(text(name), name).toContain('xml:lang="es" lang="es"');
      if (!name.endsWith('nav.xhtml')) expect(text(name), name).toContain('width=1024, height=1024');
    }
    expect(text('OEBPS/dedication.xhtml')).toContain(PARAGRAPHS.es.dedication);
    expect(text('OEBPS/page-07-text.xhtml')).toContain('Núria bebió chocolate con churros… ¿y tú?');
    expect(text('OEBPS/cover.xhtml')).toContain('Un cuento de StorySprout para Mia');
  });

  it('gives every picture its legend as alt text, marked English in a book of another language', async () => {
    const input = await sampleEpubInput('de', 'classic');
    const { text } = unpack((await buildEpub(input)).epub);
    for (let i = 0; i < 10; i++) {
      const page = text(`OEBPS/page-${String(i + 1).padStart(2, '0')}-picture.xhtml`);
      expect(page).toContain(`alt="${input.legends![i]}" xml:lang="en" lang="en"`);
    }
  });

  it('without narration: no overlays, and it does not claim synchronized audio', async () => {
    const { names, text } = unpack((await buildEpub(await sampleEpubInput('en', 'classic'))).epub);
    const opf = text('OEBPS/package.opf');
    expect(opf).not.toContain('synchronizedAudioText');
    expect(opf).not.toContain('media:duration');
    expect(opf).not.toContain('auditory');
    expect(opf).toContain('<meta property="schema:accessibilityFeature">alternativeText</meta>');
    expect(opf).toContain('<meta property="schema:accessibilitySummary"');
    expect(names.some((n) => n.endsWith('.smil') || n.endsWith('.mp3'))).toBe(false);
  });

  it('with narration: a SMIL per text page tying each word to its audio, and the durations', async () => {
    const input = await sampleEpubInput('fr', 'watercolor');
    const built = await buildEpub({ ...input, narration: narrationOf(input.paragraphs) });
    expect(built.durationMs).toBe(6000);
    const { names, files, text } = unpack(built.epub);
    const opf = text('OEBPS/package.opf');
    expect(opf).toContain('<meta property="schema:accessibilityFeature">synchronizedAudioText</meta>');
    expect(opf).toContain('<meta property="schema:accessMode">auditory</meta>');
    expect(opf).toContain('<meta property="media:duration">0:00:06.000</meta>');
    expect(opf).toContain('<meta property="media:duration" refines="#overlay-01">0:00:00.600</meta>');
    expect(opf).toContain('media-overlay="overlay-03"');
    expect(names.filter((n) => n.endsWith('.smil'))).toHaveLength(10);
    expect(Buffer.from(files['OEBPS/audio/page-01.mp3']!).equals(TONE_MP3)).toBe(true);
    // 'François a reçu une leçon : « Ça va, garçon ? »': 8 words, each in its span.
    const page = text('OEBPS/page-01-text.xhtml');
    expect(page).toContain('<span id="w1-1">François</span> <span id="w1-2">a</span>');
    expect(page).toContain('<span id="w1-5">leçon</span> : « <span id="w1-6">Ça</span>');
    const smil = text('OEBPS/page-01.smil');
    expect(smil.match(/<par /g)).toHaveLength(8);
    expect(smil).toContain(
      '<text src="page-01-text.xhtml#w1-1"/><audio src="audio/page-01.mp3" clipBegin="0:00:00.000"',
    );
  });

  it('gives the same bytes for the same book', async () => {
    const input = await sampleEpubInput('it', 'classic');
    const [a, b] = await Promise.all([buildEpub(input), buildEpub(input)]);
    expect(a.epub.equals(b.epub)).toBe(true);
  });

  it('names both heroes on the cover of a two-hero book', async () => {
    const input = await sampleEpubInput('pt', 'classic', { heroes: ['Ava', 'Noah'] });
    const { text } = unpack((await buildEpub(input)).epub);
    expect(text('OEBPS/cover.xhtml')).toContain('Uma história StorySprout para Ava e Noah');
  });

  it('lights only the words that fit the page text; a page without one is read as a whole', async () => {
    const input = await sampleEpubInput('en', 'classic');
    const narration = narrationOf(input.paragraphs);
    const pages = [...narration.pages];
    const third = pages[2]!;
    pages[2] = {
      ...third,
      words: [...third.words, { text: 'x', start: 5, end: 999, startMs: 0, endMs: 10 }],
    };
    pages[3] = { ...pages[3]!, words: [] };
    const built = await buildEpub({ ...input, narration: { ...narration, pages } });
    const { text } = unpack(built.epub);
    expect(text('OEBPS/page-03.smil').match(/<par /g)).toHaveLength(third.words.length);
    expect(text('OEBPS/page-04.smil')).toContain(
      '<text src="page-04-text.xhtml#text-4"/><audio src="audio/page-04.mp3" clipBegin="0:00:00.000" clipEnd="0:00:00.600"/>',
    );
    const report = await epubcheck(built.epub);
    expect(report.messages, report.output).toEqual([]);
  }, 60_000);

  it('refuses narration without audio and a book without its ten pages, clearly', async () => {
    const input = await sampleEpubInput('en', 'classic');
    const narration = narrationOf(input.paragraphs);
    const pages = [...narration.pages];
    pages[2] = { ...pages[2]!, audio: Buffer.alloc(0) };
    await expect(buildEpub({ ...input, narration: { ...narration, pages } })).rejects.toThrow(
      'Cannot build the EPUB: the narration of page 3 has no audio',
    );
    await expect(buildEpub({ ...input, paragraphs: input.paragraphs.slice(1) })).rejects.toThrow(
      'expected exactly 10 paragraphs',
    );
  });
});
