import { describe, expect, it } from 'vitest';
import { checkAgreement } from './agreement.js';
import { composeScene } from './compose.js';
import type { SceneRequest } from './request.js';

const request = (legend: string): SceneRequest => ({
  bookId: 'gallery-0',
  page: 3,
  legend,
  storyType: 'Essential',
  appearanceValue: 'dark_black',
  readerAgeGroup: '5-7years',
  characters: [
    { name: 'Amara', relationship: 'main', gender: 'girl' },
    { name: 'Mama', relationship: 'mother', gender: 'woman' },
    { name: 'Tom', relationship: 'father', gender: 'man' },
    { name: 'Rex', relationship: 'pet', gender: 'unknown' },
  ],
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
});
