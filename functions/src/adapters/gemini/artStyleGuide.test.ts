import { describe, expect, it } from 'vitest';
import { ART_STYLES } from '../../contract/artStyle.js';
import type { IllustratedCharacter, IllustrationRequest } from '../../ports/illustrator.js';
import {
  buildIllustrationPrompt,
  buildReferenceSheetPrompt,
  ILLUSTRATION_STYLE_GUIDE,
  styleGuideFor,
} from './illustrationPrompt.js';

/** Issue 28: the Gemini prompts describe the book's art style; classic stays word for word. */

const mia: IllustratedCharacter = {
  name: 'Mia',
  relationship: 'main',
  gender: 'girl',
  photo: { bytes: Buffer.from('x'), contentType: 'image/png' },
};
const page: IllustrationRequest = {
  artStyle: 'classic',
  bookId: 'book-1',
  page: 2,
  legend: 'Mia flies a kite on the beach.',
  storyType: 'Essential',
  appearanceValue: 'photo_based',
  readerAgeGroup: '2-4years',
  characters: [mia],
  variant: 0,
};
const sheet = { ...page, legend: undefined, page: undefined, variant: undefined };

describe('the art style in the Gemini prompts', () => {
  it('keeps the classic prompts word for word', () => {
    expect(styleGuideFor('classic')).toBe(ILLUSTRATION_STYLE_GUIDE);
    const classic = buildIllustrationPrompt({ ...page, artStyle: 'classic' }, [mia]);
    expect(classic).toBe(buildIllustrationPrompt(page, [mia]));
    expect(classic).toContain('flat vector style');
    expect(classic).toContain('translated into the flat illustration style above.');
    expect(buildReferenceSheetPrompt({ ...sheet, artStyle: 'classic' }, [mia])).toBe(
      buildReferenceSheetPrompt(sheet, [mia]),
    );
  });

  it('describes each other style on pages and the sheet, keeping the rules of every style', () => {
    const guides = new Set<string>();
    for (const style of ART_STYLES.filter((s) => s !== 'classic')) {
      const guide = styleGuideFor(style);
      guides.add(guide);
      for (const prompt of [
        buildIllustrationPrompt({ ...page, artStyle: style }, [mia]),
        buildReferenceSheetPrompt({ ...sheet, artStyle: style }, [mia]),
      ]) {
        expect(prompt, style).toContain(guide);
        expect(prompt, style).not.toContain('flat vector style');
        expect(prompt, style).not.toContain('flat illustration style');
        expect(prompt, style).toContain('Absolutely no text in the image');
        expect(prompt, style).toContain('Keep every character consistent across the book');
      }
    }
    expect(guides.size).toBe(4);
    expect(styleGuideFor('watercolor')).toMatch(/watercolour.*washes.*paper grain/s);
    expect(styleGuideFor('crayon')).toMatch(/wax crayons.*hatching/s);
    expect(styleGuideFor('collage')).toMatch(/cut-paper collage.*shadows/s);
  });

  it('asks for black line art on white for a colouring book, sheet included', () => {
    const prompt = buildIllustrationPrompt({ ...page, artStyle: 'coloring' }, [mia]);
    expect(prompt).toContain('black-and-white line art only');
    expect(prompt).toContain('no colour at all, no grey, no shading, no fills');
    expect(prompt).toContain('translated into the black-and-white line-art style above.');
    const sheetPrompt = buildReferenceSheetPrompt({ ...sheet, artStyle: 'coloring' }, [mia]);
    expect(sheetPrompt).toContain('on a plain white background');
    expect(sheetPrompt).not.toContain('Palette: fresh sprout green');
  });
});
