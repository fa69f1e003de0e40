import { describe, expect, it } from 'vitest';
import { checkAgreement } from './agreement.js';
import { composeScene } from './compose.js';
import type { SceneRequest } from './request.js';
import { composeStory } from '../storyteller/index.js';
import { castList } from '../../contract/castList.js';

const request = (legend: string): SceneRequest => ({
  artStyle: 'classic',
  bookId: 'gallery-0',
  page: 3,
  legend,
  storyType: 'Essential',
  appearanceValue: 'dark_black',
  readerAgeGroup: '5-7years',
  characters: castList(['Amara', 'main', 'girl'], ['Mama', 'mother'], ['Tom', 'father'], ['Rex', 'pet']),
  variant: 0,
});

const EMPTY_HOME =
  'Amara sits on the floor of an empty new home, sad, holding her stuffed giraffe, a suitcase beside her, afternoon light';

describe('a picture agrees with its page', () => {
  it('draws the empty new home the page tells of, not an airport', () => {
    const page = request(EMPTY_HOME);
    const composed = composeScene(page);
    expect(composed.scene.setting).toBe('home');
    expect(checkAgreement(page, composed)).toEqual([]);
    // The picture the gallery used to show for it.
    const airport = { ...composed, scene: { ...composed.scene, setting: 'airport' as const } };
    expect(checkAgreement(page, airport)).toEqual([
      { rule: 'agreement', detail: 'shows the airport; the legend names home' },
    ]);
  });

  it('reads the text when the legend names no place', () => {
    const page = request('Amara points at a tiny green shoot, happy');
    const composed = composeScene(page);
    expect(checkAgreement(page, composed, 'Papa came running in from the garden.')).toEqual([
      { rule: 'agreement', detail: "shows the meadow; the page's text tells of garden" },
      // Papa is on the page too (issue 47: everyone the text names is drawn).
      { rule: 'agreement', detail: 'the text names Tom, who is not drawn' },
    ]);
  });

  it('draws nothing of the outdoors in a room', () => {
    const page = request(
      'Amara waves goodnight from the bedroom window, a bird in the tree outside, at night',
    );
    const composed = composeScene(page);
    expect(composed.scene.setting).toBe('bedroom');
    expect(composed.props).toEqual([]);
    expect(checkAgreement(page, composed)).toEqual([]);
    expect(checkAgreement(page, { ...composed, props: ['tree'] })).toEqual([
      { rule: 'agreement', detail: 'draws a tree inside the bedroom' },
    ]);
  });

  it('draws no prop and no one the legend does not ask for', () => {
    const page = request('Amara and Rex the family pet play in the park');
    const composed = composeScene(page);
    // 'the family pet' is not the whole family: Mama and Tom stay out of this picture.
    expect(composed.placed.map((p) => p.traits.name).sort()).toEqual(['Amara', 'Rex']);
    expect(checkAgreement(page, composed)).toEqual([]);
    const extra = { ...composed, props: ['rocket' as const] };
    expect(checkAgreement(page, extra)[0]?.detail).toBe('draws a rocket the legend does not ask for');
  });

  it('shows the time of day the text tells (issue 47: "sunset and the first star", drawn at midday)', () => {
    const text = 'The sun sank into the sea, and the first star came out.';
    const sunset = request('Amara and Mama hug on a sunny sandy beach, golden sunset light');
    expect(composeScene(sunset).scene.timeOfDay).toBe('sunset');
    expect(checkAgreement(sunset, composeScene(sunset), text)).toEqual([]);
    const midday = request('Amara and Mama hug on a sunny sandy beach, bright midday sun');
    expect(checkAgreement(midday, composeScene(midday), text)).toEqual([
      { rule: 'agreement', detail: 'shows the afternoon; the text tells of night, sunset' },
    ]);
    // What someone says is no time of the scene: '"They open at night," said Mama.'
    expect(checkAgreement(midday, composeScene(midday), '"They only open at night," said Mama.')).toEqual([]);
  });

  it('draws the hug, the carrying and the held hands the text tells of', () => {
    const apart = request('Amara listens as Mama talks gently with her, in the park');
    expect(checkAgreement(apart, composeScene(apart), 'Mama hugged Amara tight.')).toEqual([
      { rule: 'agreement', detail: 'the text tells of a hug; no one is drawn hugging' },
    ]);
    const hug = request('Amara listens as Mama talks gently with her, Amara and Mama hug, in the park');
    expect(composeScene(hug).placed.map((p) => p.pose)).toEqual(['hug', 'hug']);
    expect(checkAgreement(hug, composeScene(hug), 'Mama hugged Amara tight.')).toEqual([]);
    // A wish is no carrying, a hugged pillow no one else.
    expect(
      checkAgreement(apart, composeScene(apart), '"Carry me," said Amara. Amara hugged her pillow.'),
    ).toEqual([]);
    expect(checkAgreement(apart, composeScene(apart), 'Mama took her hand.')[0]?.detail).toBe(
      'the text tells of holding hands; no one is drawn holding hands',
    );
  });

  it('draws a tired or sad hero so, never smiling and waving', () => {
    const text = 'Amara was so tired. "I can\'t take one more step," she sighed.';
    for (const variant of [0, 1, 2]) {
      const page = { ...request('Amara walks up a steep path, tired, in the park'), variant };
      const composed = composeScene(page);
      const hero = composed.plan.characters.find((c) => c.index === 0);
      expect(hero?.expression).toBe('sleepy');
      expect(['wave', 'cheer']).not.toContain(composed.placed[0]?.pose);
      expect(checkAgreement(page, composed, text)).toEqual([]);
    }
    const happy = request('Amara walks up a steep path in the park, happy');
    expect(checkAgreement(happy, composeScene(happy), text)[0]?.detail).toMatch(
      /the text tells of a low mood$/,
    );
  });

  it('draws everyone of the book the text puts on the page, and the rain out of doors', () => {
    const page = request('Amara splashes in puddles in the park');
    expect(checkAgreement(page, composeScene(page), 'Rex barked at the puddles.')).toEqual([
      { rule: 'agreement', detail: 'the text names Rex, who is not drawn' },
    ]);
    // A phone call, a memory: not on the page.
    expect(checkAgreement(page, composeScene(page), 'Amara phoned Mama. Mama laughed.')).toEqual([]);
    expect(checkAgreement(page, composeScene(page), 'It was raining.')).toEqual([
      { rule: 'agreement', detail: 'shows the park without the rain the text tells of' },
    ]);
    const rainy = request('Amara splashes in puddles in the park in the rain');
    expect(composeScene(rainy).weather).toBe('rain');
    expect(checkAgreement(rainy, composeScene(rainy), 'It was raining.')).toEqual([]);
  });

  it('draws the Spanish watercolour book of issue 47 as its pages tell it', () => {
    // Sofía, her grandma and her dog Canela at the beach with a red ball, in Spanish.
    const characters: SceneRequest['characters'] = [
      { name: 'Sofía', relationship: 'main', gender: 'girl' },
      { name: 'Rosa', relationship: 'grandmother', gender: 'woman' },
      { name: 'Canela', relationship: 'pet', gender: 'girl', look: { species: 'dog', coat: 'golden' } },
    ];
    for (const moralValue of ['perseverance', 'kindness', 'courage'] as const)
      for (const seed of [1, 2, 3]) {
        const story = composeStory({
          storyType: 'Essential',
          mainCharacterName: 'Sofía',
          gender: 'girl',
          description: 'Sofía juega con su pelota roja en la playa',
          moralValue,
          readerAgeGroup: '5-7years',
          appearanceValue: 'photo_based',
          characters,
          seed,
          language: 'es',
        });
        const text = story.paragraphs.join(' ');
        expect(text).toMatch(/su perra Canela/i);
        expect(text).toMatch(/pelota roja/);
        expect(text).not.toMatch(/Grandma|empinad/);
        story.legends.forEach((legend, i) => {
          const page: SceneRequest = {
            ...request(legend),
            bookId: `issue-47-${moralValue}-${seed}`,
            page: i + 1,
            appearanceValue: 'photo_based',
            storyType: 'Essential',
            characters,
            artStyle: 'watercolor',
          };
          const composed = composeScene(page);
          expect(composed.scene.setting, `${moralValue} ${seed} page ${i + 1}`).toBe('beach');
          expect(
            checkAgreement(page, composed, story.paragraphs[i]),
            `${moralValue} ${seed} page ${i + 1}`,
          ).toEqual([]);
        });
      }
  });
});
