import { describe, expect, it } from 'vitest';
import type { SceneCharacter } from './request.js';
import { detectCast, detectProps, detectSetting, detectTimeOfDay, parseScene } from './scene.js';
import { castList } from '../../contract/castList.js';

const family: SceneCharacter[] = castList(
  ['Mia', 'main', 'girl'],
  ['Sara', 'mother'],
  ['Tom', 'father'],
  ['Rex', 'pet'],
  ['Leo Park', 'friend', 'boy'],
);

describe('scene parsing', () => {
  it.each([
    ['Mia builds a sandcastle at the beach.', 'beach'],
    ['A walk through the forest.', 'forest'],
    ['First day in the classroom.', 'school'],
    ['Mia flies her rocket to the stars.', 'space'],
    ['Feeding the chickens on the farm.', 'farm'],
    ['A snowy winter day.', 'snow'],
    ['Crossing the busy street in town.', 'city'],
    ['Swings at the playground.', 'park'],
    ['Sailing a boat on the sea.', 'ocean'],
    ["Mia's birthday party.", 'party'],
    ['Mia sits on the potty.', 'bathroom'],
    ['Bedtime in her cosy bedroom.', 'bedroom'],
    ['Planting seeds in the backyard.', 'garden'],
    ['Baking in the kitchen.', 'kitchen'],
    ['Flying by plane to a new country.', 'airport'],
    ['Reading on the sofa in the living room.', 'home'],
    ['Amara sits on the floor of an empty new home, a suitcase beside her.', 'home'],
    ['Omar looks at the dark path at the campsite, evening.', 'forest'],
    ['Omar holds up a glowing lantern by the lake, at night under the moon.', 'forest'],
    ['Mia smiles.', 'meadow'],
  ] as const)('%s -> %s', (legend, setting) => {
    expect(detectSetting(legend)).toBe(setting);
  });

  it('prefers the place the legend puts the characters in', () => {
    expect(detectSetting('Mia plays with her toy rocket in her bedroom.')).toBe('bedroom');
    expect(detectSetting('A picnic at the beach at night under the stars.')).toBe('beach');
    expect(detectSetting('Mia plays in the park near the school.')).toBe('park');
    // Where she looks is not where she is.
    expect(detectSetting('Ella looks out of the bedroom window at the moon and stars.')).toBe('bedroom');
  });

  it('reads the time of day, with sensible defaults', () => {
    expect(detectTimeOfDay('Good morning, sunshine!', 'meadow')).toBe('morning');
    expect(detectTimeOfDay('A sunny afternoon.', 'meadow')).toBe('afternoon');
    expect(detectTimeOfDay('They watch the sunset.', 'beach')).toBe('sunset');
    expect(detectTimeOfDay('Late at night the owls sing.', 'forest')).toBe('night');
    expect(detectTimeOfDay('Mia hugs her teddy.', 'bedroom')).toBe('night');
    expect(detectTimeOfDay('Mia hugs her teddy.', 'park')).toBe('afternoon');
  });

  it('finds props in order of mention', () => {
    expect(detectProps('A kite, two balloons and a big birthday cake.')).toEqual([
      'kite',
      'balloons',
      'cake',
    ]);
    expect(detectProps('Mia reads a book next to her suitcase and lamp.')).toEqual([
      'book',
      'suitcase',
      'lamp',
    ]);
    expect(detectProps('They build a snowman and a sandcastle.')).toEqual(['snowman', 'sandcastle']);
    expect(detectProps('Nothing to hold here.')).toEqual([]);
    expect(detectProps('Ella laughs in a bath with a rubber duck.')).toEqual(['toys']);
  });

  it('draws the main character always, others only when the legend names them', () => {
    expect(detectCast('Mia runs.', family)).toEqual([0]);
    expect(detectCast('Mia and Sara run.', family)).toEqual([0, 1]);
    // A name ending in an accented letter is a whole word too (French and Spanish books).
    const accented = [family[0]!, { ...family[1]!, name: 'Mamá' }];
    expect(detectCast('Mamá hugs Mia in the kitchen.', accented)).toEqual([0, 1]);
    expect(detectCast('Mia waves at Mamáto.', accented)).toEqual([0]);
    expect(detectCast('Mia hugs Mom and Dad.', family)).toEqual([0, 1, 2]);
    expect(detectCast('Mia walks her dog.', family)).toEqual([0, 3]);
    expect(detectCast('Leo waves.', family)).toEqual([0, 4]);
    expect(detectCast('The whole family has dinner.', family)).toEqual([0, 1, 2]);
    expect(detectCast("REX's ball!", family)).toEqual([0, 3]);
  });

  it('does not mistake a word inside another for a name or relationship', () => {
    expect(detectCast('Mia visits her grandmother and a tomato plant.', family)).toEqual([0]);
  });

  it('parses a full scene', () => {
    const scene = parseScene('At sunset Mia and Rex the cat play with a ball on the beach.', family);
    expect(scene).toMatchObject({
      setting: 'beach',
      indoor: false,
      timeOfDay: 'sunset',
      props: ['ball'],
      cast: [0, 3],
      petSpecies: 'cat',
    });
  });
});
