import { describe, expect, it } from 'vitest';
import { SAMPLES } from '../../content/gallery/catalog';
import { LISTED, loadSampleStory, sampleBySlug, sampleSlug } from './samples';

const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

describe('gallery samples', () => {
  it('are 21 books with ids 0-20, of which 0-11 and 16-20 are listed, with unique slugs', () => {
    expect(SAMPLES.map((s) => s.id)).toEqual(Array.from({ length: 21 }, (_, i) => i));
    expect(LISTED.map((s) => s.id)).toEqual([...Array.from({ length: 12 }, (_, i) => i), 16, 17, 18, 19, 20]);
    expect(new Set(SAMPLES.map(sampleSlug)).size).toBe(21);
    for (const s of SAMPLES) expect(sampleBySlug(sampleSlug(s))).toBe(s);
    expect(sampleSlug(SAMPLES[0]!)).toBe('amara-s-big-move');
    // Accents are folded, so the address reads as words.
    expect(sampleSlug(SAMPLES[19]!)).toBe('le-chateau-de-sable-de-chloe');
    expect(sampleSlug(SAMPLES[20]!)).toBe('la-tarta-sorpresa-de-lucia');
  });

  it('list samples in three other art styles and two other languages (issue 28)', () => {
    const styles = new Set(LISTED.map((s) => s.artStyle ?? 'classic'));
    for (const style of ['classic', 'watercolor', 'crayon', 'collage']) expect(styles).toContain(style);
    const languages = new Set(LISTED.map((s) => s.language ?? 'en'));
    expect(languages).toEqual(new Set(['en', 'fr', 'es']));
  });

  it('tell their story in their language, with English picture descriptions', async () => {
    const marks: Record<string, RegExp> = { fr: /[éèêàçù]/, es: /[ñáéíóú¿¡]/ };
    for (const sample of SAMPLES.filter((s) => s.language)) {
      const story = await loadSampleStory(sample);
      expect(`${sample.title} ${story.paragraphs.join(' ')}`, sample.file).toMatch(marks[sample.language!]!);
      // English legends: the illustrator's words (the, and, in, on...).
      for (const legend of story.legends) expect(legend, sample.file).toMatch(/\b(the|and|in|on|at|with)\b/);
    }
  });

  it('list both story types and both age groups, and cover the themes of the spec', () => {
    expect(new Set(LISTED.map((s) => s.storyType))).toEqual(new Set(['Essential', 'Enhanced']));
    expect(new Set(LISTED.map((s) => s.readerAgeGroup))).toEqual(new Set(['2-4years', '5-7years']));
    const themes = SAMPLES.map((s) => s.theme.toLowerCase()).join(' | ');
    for (const theme of [
      'moving to a new country',
      'a day in town',
      'first day of school',
      'a magical forest',
      'potty training',
      'sharing',
      'emotions',
      'fear of the dark',
      'biting',
      'responsibility on a trip',
      'kindness',
      'bedtime',
      'new baby',
    ])
      expect(themes).toContain(theme);
  });

  it('are written as whole stories: 10 paragraphs at the length of their age group, 10 legends', async () => {
    for (const sample of SAMPLES) {
      const story = await loadSampleStory(sample);
      expect(story.paragraphs, sample.file).toHaveLength(10);
      expect(story.legends, sample.file).toHaveLength(10);
      const [min, max] = sample.readerAgeGroup === '2-4years' ? [20, 50] : [40, 95];
      for (const p of story.paragraphs) {
        expect(words(p), `${sample.file}: ${p}`).toBeGreaterThanOrEqual(min);
        expect(words(p), `${sample.file}: ${p}`).toBeLessThanOrEqual(max);
      }
      const hero = sample.characters[0]!.name;
      expect(story.paragraphs.join(' ')).toContain(hero);
    }
  });
});
