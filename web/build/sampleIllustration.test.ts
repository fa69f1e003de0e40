import { describe, expect, it } from 'vitest';
import { planPage } from '../../functions/src/engines/illustrator/index.js';
import { SAMPLES, type GallerySample } from '../src/content/gallery/catalog.js';
import { sampleIllustration } from './sampleIllustration.js';

async function legendsOf(sample: GallerySample): Promise<string[]> {
  const { legends } = (await import(`../src/content/gallery/stories/${sample.file}.ts`)) as {
    legends: string[];
  };
  return legends;
}

// The gallery samples' legends (web/src/features/gallery/samples.test.ts checks their stories)
// as the build hands them to the illustrator.
describe('gallery sample illustrations', () => {
  it('are drawn from legends whose named characters the illustrator puts in the picture', async () => {
    for (const sample of SAMPLES) {
      const legends = await legendsOf(sample);
      legends.forEach((legend, i) => {
        const plan = planPage(sampleIllustration(sample, i + 1, legend));
        const drawn = plan.characters.map((c) => c.name);
        for (const c of sample.characters)
          if (new RegExp(`\\b${c.name.replace('.', '\\.')}\\b`).test(legend))
            expect(drawn, `${sample.file} page ${i + 1}: ${legend}`).toContain(c.name);
        for (const [, extra] of legend.matchAll(/\ba (?:boy|girl) named ([A-Z][a-z]+)/g))
          expect(drawn, `${sample.file} page ${i + 1}`).toContain(extra);
        expect(legend).toContain(sample.characters[0]!.name);
      });
    }
  });
});
