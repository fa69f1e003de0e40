import { describe, expect, it } from 'vitest';
import { SAMPLES } from '../../content/gallery/catalog';
import { LISTED, loadSampleStory, sampleBySlug, sampleSlug } from './samples';

const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

describe('gallery samples', () => {
  it('are 16 books with ids 0-15, of which 0-11 are listed, with unique slugs', () => {
    expect(SAMPLES.map((s) => s.id)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(LISTED.map((s) => s.id)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect(new Set(SAMPLES.map(sampleSlug)).size).toBe(16);
    for (const s of SAMPLES) expect(sampleBySlug(sampleSlug(s))).toBe(s);
    expect(sampleSlug(SAMPLES[0]!)).toBe('amara-s-big-move');
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
