import { describe, expect, it } from 'vitest';
import {
  checkAgreement,
  checkScene,
  composeScene,
  placesIn,
} from '../../functions/src/engines/illustrator/index.js';
import { SAMPLES, type GallerySample } from '../src/content/gallery/catalog.js';
import { sampleIllustration } from './sampleIllustration.js';

async function storyOf(sample: GallerySample): Promise<{ legends: string[]; paragraphs: string[] }> {
  return (await import(`../src/content/gallery/stories/${sample.file}.ts`)) as {
    legends: string[];
    paragraphs: string[];
  };
}

// Every page of every gallery sample, as the build draws it (galleryImages.ts): the offline
// illustrator's own check (cast and looks, framing, safe area) and the picture against the
// page's legend and text (the place, the props, the people).
describe('the gallery samples’ pictures', () => {
  it('keep the illustrator’s rules and agree with their pages', async () => {
    const failures: string[] = [];
    for (const sample of SAMPLES) {
      const { legends, paragraphs } = await storyOf(sample);
      legends.forEach((legend, i) => {
        const request = sampleIllustration(sample, i + 1, legend);
        const composed = composeScene(request);
        for (const problem of [
          ...checkScene(request, composed),
          ...checkAgreement(request, composed, paragraphs[i]),
        ])
          failures.push(`${sample.file} page ${i + 1}: ${problem.rule}: ${problem.detail}`);
      });
    }
    expect(failures).toEqual([]);
  });

  it('put a place the book is about on its cover (page 1), not a bedroom or a yard (issue 47)', async () => {
    // The title's place ('Tariq's Snowman Team': snow, 'Leo's Day in Town': the town), and for
    // a title that names none, not a bedroom unless its theme is about one (Amara's Big Move).
    const wrong: string[] = [];
    for (const sample of SAMPLES) {
      const { legends } = await storyOf(sample);
      const cover = composeScene(sampleIllustration(sample, 1, legends[0]!)).scene.setting;
      const titled = placesIn(sample.title);
      const themed = placesIn(`${sample.theme}. ${sample.description}`);
      const about = titled.length > 0 ? titled : cover === 'bedroom' ? themed : [];
      if (about.length > 0 && !about.includes(cover))
        wrong.push(`${sample.title}: the cover shows the ${cover}; the book is about ${about.join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('show Amara’s empty new home on page 3, not an airport', async () => {
    const sample = SAMPLES.find((s) => s.file === 'amaras-big-move')!;
    const { legends } = await storyOf(sample);
    expect(composeScene(sampleIllustration(sample, 3, legends[2]!)).scene.setting).toBe('home');
  });
});
