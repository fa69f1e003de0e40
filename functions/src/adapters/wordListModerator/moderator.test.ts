import { describe, expect, it } from 'vitest';
import { WordListModerator } from './moderator.js';

const moderator = new WordListModerator();

describe('WordListModerator', () => {
  it('describes itself', () => {
    expect(moderator.description).toBe('word list (obscenity + StorySprout list)');
  });

  it('passes clean story inputs', async () => {
    const result = await moderator.check([
      'Mia loves the beach, building sandcastles with Grandma Rose and her dog Biscuit.',
      'Leo is starting at a new school and feels a little shy.',
      '',
      'Title: Mia and the Brave Little Boat\n\n1. Once upon a time...',
    ]);
    expect(result).toEqual({ ok: true, offending: [] });
  });

  it.each([
    'Scunthorpe',
    'my assistant',
    'art class',
    'the grass is green',
    'her therapist',
    'a cocktail of fruit juice',
    'the cockatoo squawked',
    'Essex and Sussex',
    'a bamboo shoot',
    'a shooting star',
    'the killer whale jumped',
    'a lavender bath bomb',
    'a blue tit in the tree',
    'The Owl and the Pussy-cat went to sea',
    'pussy cat, pussy cat, where have you been',
    'shiitake mushrooms',
    'yellow rapeseed fields',
    'cock-a-doodle-doo went the rooster',
    'she has great skill',
    'it had begun to rain',
    'a new method',
    'the heroine of the story',
    'hello shell',
    'a stable for the horses',
    'a knife and fork',
    'peacock and shuttlecock',
    'analysis of the title',
    'the cucumber and the document',
    'weeding the garden',
    'Dickens wrote books',
    'a gunny sack? no, Gunnar is my friend',
    'the drugstore on the corner',
    'sea bass and glasses',
    'competition and button',
  ])('lets an everyday phrase through: %s', async (text) => {
    expect(await moderator.check([text])).toEqual({ ok: true, offending: [] });
  });

  it.each([
    ['what the fuck', 'fuck'],
    ['fuuuuuck this', 'fuuuuuck'],
    ['sh1t happens', 'sh1t'],
    ['you little b1tch', 'b1tch'],
    ['f*ck', 'f*ck'],
    ['nice a$$', 'a$$'],
    ['PISSED off', 'PISSED'],
    ['ʃṳ𝒸𝗄', 'ʃṳ𝒸𝗄'],
  ])('catches profanity and its disguises: %s', async (text, word) => {
    const result = await moderator.check([text]);
    expect(result.ok).toBe(false);
    expect(result.offending).toEqual([word]);
  });

  it.each([
    ['the hero kills the dragon', 'kills'],
    ['a murderer in the woods', 'murderer'],
    ['daddy has a gun', 'gun'],
    ['guns and bombs', 'guns', 'bombs'],
    ['she looks so sexy', 'sexy'],
    ['selling drugs', 'drugs'],
    ['uncle was drunk', 'drunk'],
    ['a stripper', 'stripper'],
    ['smoking a cigarette', 'cigarette'],
    ['k1ll them all', 'k1ll'],
    ['KILLED', 'KILLED'],
    ['damn it', 'damn'],
    ['what the hell', 'hell'],
    ['a nazi flag', 'nazi'],
    ['cocaine', 'cocaine'],
    ['he was kidnapped', 'kidnapped'],
    ['suicide', 'suicide'],
  ])('catches words unsuitable for children: %s', async (text, ...words) => {
    const result = await moderator.check([text]);
    expect(result.ok).toBe(false);
    expect(result.offending).toEqual(words);
  });

  it('reports every offending word once, as written, across all texts', async () => {
    const result = await moderator.check([
      'Shit, the dragon wants to kill the knight.',
      'No more shit! And a gun.',
      'SHIT',
    ]);
    expect(result.ok).toBe(false);
    expect(result.offending).toEqual(['Shit', 'kill', 'gun']);
  });

  it('checks many texts quickly', async () => {
    const long = 'Mia and Grandma Rose walk along the beach collecting shells. '.repeat(40);
    const started = performance.now();
    for (let i = 0; i < 20; i++) await moderator.check([long]);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
