import { describe, expect, it } from 'vitest';
import type { ArtStyle } from '../contract/artStyle.js';
import type { Language } from '../contract/story.js';
import { buildEpub } from './buildEpub.js';
import type { EpubInput } from './types.js';
import { epubcheck, narrationOf, sampleEpubInput } from './testing/fixtures.js';

/**
 * Every kind of EPUB the product makes passes the W3C validator (epubcheck 4.2.6, Debian's
 * package, java -jar) with 0 errors and 0 warnings: a book per story language, the art styles
 * among them (the colouring book is the `coloring` one), a two-hero book, each with and without
 * narration. Nothing is skipped: without java or epubcheck the test fails saying what to install.
 */
const BOOKS: { language: Language; style: ArtStyle; label: string; overrides?: Partial<EpubInput> }[] = [
  { language: 'en', style: 'classic', label: 'English, classic' },
  { language: 'es', style: 'watercolor', label: 'Spanish, watercolour' },
  { language: 'fr', style: 'crayon', label: 'French, crayon' },
  { language: 'de', style: 'collage', label: 'German, collage' },
  { language: 'pt', style: 'coloring', label: 'Portuguese, a colouring book' },
  {
    language: 'it',
    style: 'classic',
    label: 'Italian, two heroes, no dedication, no creator',
    overrides: { heroes: ['Ava', 'Noah'], dedication: null, creatorName: null },
  },
];

describe.concurrent('epubcheck', () => {
  it.each(BOOKS.flatMap((book) => [false, true].map((narrated) => ({ ...book, narrated }))))(
    '$label, narrated: $narrated: 0 errors, 0 warnings',
    async ({ language, style, overrides, narrated }) => {
      const input = await sampleEpubInput(language, style, overrides);
      const { epub } = await buildEpub({
        ...input,
        ...(narrated ? { narration: narrationOf(input.paragraphs) } : {}),
      });
      const report = await epubcheck(epub, `${language}-${style}${narrated ? '-narrated' : ''}.epub`);
      expect(report.messages, report.output).toEqual([]);
      expect(report.errors).toBe(0);
      expect(report.warnings).toBe(0);
    },
    180_000,
  );
});
