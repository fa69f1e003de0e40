import { describe, expect, it } from 'vitest';
import type { SceneRequest } from './request.js';
import { composeStory } from '../storyteller/index.js';
import { composeScene } from './compose.js';
import { planPage } from './plan.js';
import { meanPixelDifference, renderPixels } from './render.js';
import { castList } from '../../contract/castList.js';

const mia = { name: 'Mia', relationship: 'main' as const, gender: 'girl' as const };
const request = (legend: string, overrides: Partial<SceneRequest> = {}): SceneRequest => ({
  artStyle: 'classic',
  bookId: '1767225600000',
  page: 3,
  legend,
  storyType: 'Enhanced',
  appearanceValue: 'medium_brown',
  readerAgeGroup: '2-4years',
  characters: [mia],
  variant: 0,
  ...overrides,
});
const who = (legend: string) =>
  planPage(request(legend)).characters.map((c) => [c.name, c.expression, c.pose]);

describe('the page plan', () => {
  it('puts everyone the legend names in the picture, with the feeling and pose of their own clause', () => {
    expect(
      who(
        'Mia plays with a group of children while a boy named Kai stands alone, left out, on a sunny beach',
      ),
    ).toEqual([
      ['Mia', 'happy', null],
      ['Kai', 'sad', 'stand'],
    ]);
    expect(who('Mia sits quietly with a thoughtful, sad face, on a sunny beach')).toEqual([
      ['Mia', 'thoughtful', 'sit'],
    ]);
    expect(who('Mia and Pip the dog share a warm hug, on a sunny beach')).toEqual([
      ['Mia', 'happy', 'hug'],
      ['Pip', 'happy', null],
    ]);
    expect(who('Mia listens as her grandma talks gently with her, in a green park').map(([n]) => n)).toEqual([
      'Mia',
      'Grandma',
    ]);
    expect(
      who(
        'Mia, Mr. Patel the park keeper and a girl named Hana ride around the duck pond, in a green park',
      ).map(([n]) => n),
    ).toEqual(['Mia', 'Hana', 'Mr. Patel']);
  });

  it('reads setting words as setting, never as a pose or a feeling', () => {
    expect(who('Mia builds a sandcastle, on a sunny beach with gentle waves, golden sunset light')).toEqual([
      ['Mia', 'happy', null],
    ]);
  });

  it('frames feelings close and the setting wide; a redo moves on to another framing', () => {
    expect(planPage(request('Mia sits quietly with a sad face, in a park')).framing).toBe('close');
    expect(planPage(request('Mia gets ready to fly a kite, in a park', { page: 2 })).framing).toBe('wide');
    const framings = [0, 1, 2].map(
      (variant) => planPage(request('Mia sits with a sad face', { variant })).framing,
    );
    expect(new Set(framings).size).toBe(3);
  });

  it('plans every character each legend of a story names, for many books', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const description of [
        'a day at the beach with his dog Biscuit',
        'visiting grandma at the farm',
        '',
      ]) {
        const story = composeStory({
          language: 'en',
          storyType: 'Enhanced',
          mainCharacterName: 'Leo',
          gender: 'boy',
          description,
          moralValue: '',
          readerAgeGroup: '2-4years',
          appearanceValue: 'medium_brown',
          characters: [],
          seed,
        });
        const names = story.characterNames.map((n) => n.replace(/:\d+$/, ''));
        story.legends.forEach((legend, i) => {
          const plan = planPage(
            request(legend, {
              page: i + 1,
              characters: castList(['Leo', 'main', 'boy']),
            }),
          );
          const planned = plan.characters.map((c) => c.name.toLowerCase());
          for (const name of names)
            if (legend.includes(name)) expect(planned, legend).toContain(name.toLowerCase());
          for (const m of legend.matchAll(/a (?:boy|girl) named (\w+)/g))
            expect(planned, legend).toContain(m[1]!.toLowerCase());
          if (/\b(?:his|her) (?:grandma|mom|dad|grandpa)\b/.test(legend))
            expect(plan.characters.length, legend).toBeGreaterThan(1);
        });
      }
    }
  });
});

describe('drawing the plan', () => {
  it('draws a character the legend adds the same way on every page', () => {
    const kai = (legend: string, page: number) =>
      composeScene(request(legend, { page })).placed.find((p) => p.traits.name === 'Kai')?.traits;
    const first = kai('Mia waves to a boy named Kai, in a park', 2);
    expect(first).toBeDefined();
    expect(kai('Mia and a boy named Kai share a warm hug, on a beach', 7)).toEqual(first);
  });

  it('shows the feeling on the face', async () => {
    const face = async (feeling: string) =>
      renderPixels(composeScene(request(`Mia stands with a ${feeling} face, in a park`)).svg);
    const happy = await face('happy');
    for (const feeling of ['sad', 'surprised', 'sleepy'])
      expect(meanPixelDifference(happy, await face(feeling)), feeling).toBeGreaterThan(0.05);
  });
});
