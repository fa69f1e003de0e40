import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, MORAL_VALUES, type MoralValue } from '../../contract/story.js';
import type { StoryCharacter, StoryRequest } from './request.js';
import { presetPerson, type PersonLook } from '../../contract/look.js';
import { parseStoryText } from '../../contract/storyText.js';
import { composeStory } from './languages.js';
import { SETTINGS, detectSetting } from './settings.js';
import { ideaTitle } from './title.js';
import { castList } from '../../contract/castList.js';
import {
  expectTenPages,
  MIA_FAMILY as family,
  miaAvatar as avatar,
  miaRequest as request,
} from './testing/requests.js';

const LEFTOVERS = /[{}]|undefined|null|NaN|\[object| {2}/;

function expectWellFormed(req: StoryRequest): void {
  const story = composeStory(req);
  const where = `${req.moralValue || 'blank'} / ${req.readerAgeGroup} / ${req.description} / seed ${req.seed}`;
  expectTenPages(story, req, where);
  expect(story.title.length, where).toBeGreaterThan(0);
  for (const part of [story.title, ...story.paragraphs, ...story.legends])
    expect(part, where).not.toMatch(LEFTOVERS);
}

describe('the offline storyteller', () => {
  it('writes text in the story format that parses back to the same title and paragraphs', () => {
    const story = composeStory(request({ readerAgeGroup: '5-7years' }));
    expect(story.text.startsWith(`Title: ${story.title}\n\n1. `)).toBe(true);
    expect(parseStoryText(story.text)).toEqual({ title: story.title, paragraphs: story.paragraphs });
  });

  describe.each(AGE_GROUPS)('every moral for %s', (age) => {
    it.each(MORAL_VALUES.map((m) => [m]))('%s: 10 well-formed paragraphs in the age range', (moral) => {
      for (const seed of [1, 2, 3, 4]) {
        expectWellFormed(request({ moralValue: moral, readerAgeGroup: age, seed }));
        expectWellFormed(
          avatar({
            moralValue: moral,
            readerAgeGroup: age,
            seed,
            description: '',
            mainCharacterName: 'Sam',
            gender: 'boy',
          }),
        );
      }
    });
  });

  it.each(SETTINGS.map((s) => [s.id, s]))(
    'recognizes every keyword of the %s setting and writes a good story there',
    (_, setting) => {
      for (const keyword of setting.keywords) {
        const found = detectSetting(`a story about ${keyword} with my family`);
        expect(found?.setting.id, keyword).toBe(setting.id);
      }
      for (const age of AGE_GROUPS)
        expectWellFormed(
          request({ description: setting.keywords[0] as string, readerAgeGroup: age, moralValue: '' }),
        );
    },
  );

  it('prefers a named place over an activity word, and a situation over both', () => {
    expect(detectSetting('a picnic at the beach')?.setting.id).toBe('beach');
    expect(detectSetting('flying a kite in the snow')?.setting.id).toBe('snow');
    expect(detectSetting('potty training at the park')?.setting.id).toBe('potty');
  });

  it('uses the right pronouns for a girl, a boy and a child of unknown gender', () => {
    const girl = composeStory(request({ moralValue: 'courage', readerAgeGroup: '5-7years' })).paragraphs.join(
      ' ',
    );
    expect(girl).toMatch(/\b(she|her)\b/i);
    expect(girl).not.toMatch(/\b(he|him|his)\b/i);

    const boy = composeStory(
      avatar({ mainCharacterName: 'Noah', gender: 'boy', moralValue: 'courage', readerAgeGroup: '5-7years' }),
    );
    const boyText = boy.paragraphs.join(' ');
    expect(boyText).toMatch(/\b(he|his|him)\b/);

    for (const moral of MORAL_VALUES) {
      for (const age of AGE_GROUPS) {
        const text = composeStory(
          avatar({
            mainCharacterName: 'Robin',
            gender: 'unknown',
            moralValue: moral,
            readerAgeGroup: age,
            seed: 5,
          }),
        ).paragraphs.join(' ');
        expect(text, moral).not.toMatch(
          /\b(they|They) (is|was|has|does|doesn't|wasn't|isn't|feels|wants|loves|looks|says)\b/,
        );
        expect(text, moral).not.toMatch(/\bthemself\b/);
      }
    }
  });

  it('brings the family in by name and relationship, pets included', () => {
    const story = composeStory(
      request({
        characters: castList(
          ['Ava', 'main', 'girl'],
          ['Anna', 'mother'],
          ['Joe', 'grandfather'],
          ['Biscuit', 'pet'],
        ),
        mainCharacterName: 'Ava',
        description: 'Ava and her dog at the farm',
        moralValue: 'responsibility',
        readerAgeGroup: '5-7years',
      }),
    );
    const text = story.paragraphs.join(' ');
    expect(text).toContain('Ava');
    expect(text).toContain('Biscuit');
    expect(text).toMatch(/her dog Biscuit/i);
    expect(text).toMatch(/Grandpa Joe|her mom Anna/);
    expect(text).toContain('Grandpa Joe');
    expect(text).toContain('Anna');
    expect(story.characterNames).toEqual(['Ava:1', 'Anna:2', 'Joe:3', 'Biscuit:4']);
    expect(story.legends.join(' ')).toMatch(/Grandpa Joe|Mom Anna/);
  });

  it('lists character names as Name:number with the main character first', () => {
    const story = composeStory(
      request({
        characters: castList(['Rose', 'grandmother'], ['Mia', 'main', 'girl']),
      }),
    );
    expect(story.characterNames).toEqual(['Mia:1', 'Rose:2']);
    for (const entry of story.characterNames) expect(entry).toMatch(/^[^:]+:\d+$/);
    expect(composeStory(avatar()).characterNames).toEqual(['Mia:1']);
  });

  it('is deterministic for a seed and varies across seeds', () => {
    expect(composeStory(request({ seed: 42 }))).toEqual(composeStory(request({ seed: 42 })));
    expect(composeStory(request({ seed: 42 })).text).not.toEqual(composeStory(request({ seed: 43 })).text);
    const firsts = new Set<string>();
    const texts = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const story = composeStory(request({ seed, moralValue: '', description: 'Mia at the park' }));
      firsts.add(story.paragraphs[0] as string);
      texts.add(story.text);
    }
    expect(texts.size).toBe(20);
    expect(firsts.size).toBeGreaterThanOrEqual(16);
  });

  it('picks a fitting theme when no moral is chosen', () => {
    const theme = (description: string): string => {
      const story = composeStory(request({ description, moralValue: '', readerAgeGroup: '5-7years' }));
      return story.paragraphs.join(' ');
    };
    expect(theme('potty training')).toMatch(/patience|wait/i);
    expect(theme('scared of the dark at bedtime')).toMatch(/brave|courage/i);
    expect(theme('we are moving to a new country')).toMatch(/bounc|new way/i);
    expect(theme('learning to share toys')).toMatch(/shar/i);
  });

  it('chooses a setting by seed when the description is blank', () => {
    const places = new Set<string>();
    for (let seed = 0; seed < 20; seed++)
      places.add(composeStory(avatar({ description: '', moralValue: 'courage', seed })).legends[0] as string);
    expect(places.size).toBeGreaterThan(5);
  });

  it('weaves in a description that names no known place, trimmed and quoted', () => {
    const odd =
      '   Mia really   loves  {purple} things and hopes that one day she will meet a real unicorn who can talk and tell silly jokes while eating cupcakes '.repeat(
        3,
      );
    for (const age of AGE_GROUPS) {
      const req = request({ description: odd, readerAgeGroup: age, moralValue: 'kindness' });
      expectWellFormed(req);
      const text = composeStory(req).paragraphs.join(' ');
      expect(text).toMatch(/"Mia really loves purple things/);
      expect(text).not.toContain('{');
    }
  });

  it('tolerates awkward names and inputs', () => {
    const story = composeStory(request({ mainCharacterName: '  zoë ', characters: [], seed: Number.NaN }));
    expect(story.paragraphs.join(' ')).toContain('Zoë');
    expect(story.characterNames).toEqual(['Zoë:1']);
    expectWellFormed(request({ mainCharacterName: 'Zoë', characters: [], seed: -5 }));
  });

  it('writes a story in well under 20 ms', () => {
    composeStory(request());
    const started = performance.now();
    const runs = 200;
    for (let i = 0; i < runs; i++)
      composeStory(
        request({
          seed: i,
          moralValue: MORAL_VALUES[i % MORAL_VALUES.length] as MoralValue,
          readerAgeGroup: i % 2 ? '5-7years' : '2-4years',
        }),
      );
    const perStory = (performance.now() - started) / runs;
    expect(perStory).toBeLessThan(20);
  });
});

describe('people and animals the description names (Avatar Stories)', () => {
  const story = (description: string, seed = 3) =>
    composeStory(avatar({ description, seed, mainCharacterName: 'Leo', gender: 'boy' }));
  const text = (s: ReturnType<typeof composeStory>) => `${s.paragraphs.join(' ')} ${s.legends.join(' ')}`;

  it.each([
    ['a rocket trip to the moon with his dog Biscuit', 'Biscuit', /Biscuit the dog/],
    ['a trip to the beach with grandma', 'Grandma', /Grandma/],
    ['a picnic with his baby brother Sam', 'Sam', /Sam/],
    ['a day at the zoo with his best friend Lila', 'Lila', /Lila/],
    ['visiting Grandpa Joe on the farm', 'Grandpa Joe', /Grandpa Joe/],
  ])('%s: %s joins the cast, the story and the legends', (description, name, inLegends) => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const s = story(description, seed);
      expect(s.characterNames).toContain(`${name}:2`);
      expect(s.paragraphs.join(' ')).toContain(name);
      expect(s.legends.some((l) => inLegends.test(l))).toBe(true);
      expect(text(s)).not.toMatch(LEFTOVERS);
    }
  });

  it('gives siblings and grandparents the right pronouns', () => {
    const sam = story('a picnic with his baby brother Sam').paragraphs.join(' ');
    expect(sam).not.toMatch(/Sam (?:said|smiled)[^.]*\bshe\b/);
    const grandma = story('baking cookies with grandma', 7);
    expect(grandma.paragraphs.join(' ')).not.toMatch(/Grandma[^."]*\bhis\b (?:voice|hand)/);
  });

  it('keeps a Photo Story to its family cast', () => {
    const s = composeStory(request({ description: 'a trip to the beach with grandpa and his dog Rex' }));
    expect(s.characterNames).toEqual(['Mia:1', 'Rose:2', 'Leo:3', 'Biscuit:4']);
  });

  it('does not take ordinary words for names', () => {
    expect(story('a rocket trip to the moon').characterNames).toEqual(['Leo:1']);
    expect(story('a dog show at the park').characterNames).toEqual(['Leo:1']);
  });
});

describe('two heroes (twins, siblings, best friends)', () => {
  const pair: StoryCharacter[] = castList(['Mia', 'main', 'girl'], ['Leo', 'main', 'boy']);
  const books = MORAL_VALUES.flatMap((moralValue) =>
    AGE_GROUPS.flatMap((readerAgeGroup) =>
      [0, 1, 2, 3].flatMap((seed) => [
        avatar({ characters: pair, moralValue, readerAgeGroup, seed }),
        request({ characters: [...pair, family[1]!, family[3]!], moralValue, readerAgeGroup, seed }),
      ]),
    ),
  );

  it('writes well-formed books that name both in the title and on most pages', () => {
    let pages = 0;
    let both = 0;
    for (const req of books) {
      expectWellFormed(req);
      const story = composeStory(req);
      expect(story.title).toMatch(/Mia/);
      expect(story.title).toMatch(/Leo/);
      expect(story.characterNames.slice(0, 2)).toEqual(['Mia:1', 'Leo:2']);
      for (const paragraph of story.paragraphs) {
        pages += 1;
        if (paragraph.includes('Mia') && paragraph.includes('Leo')) both += 1;
      }
      for (const legend of story.legends) expect(legend).toMatch(/Leo/);
    }
    expect(both / pages).toBeGreaterThan(0.9);
  });

  it('puts the verb after the pair in the plural and gives their speech to one of them', () => {
    for (const req of books) {
      const { paragraphs, legends } = composeStory(req);
      const text = [...paragraphs, ...legends].join(' ');
      expect(text).not.toMatch(
        /Mia and Leo,?(?: [a-z]+ly)? (is|was|has|does|doesn't|wasn't|isn't|knows|feels|wants|looks|says|spots|holds|takes)\b/,
      );
      expect(text).not.toMatch(/Mia and Leo and /);
      expect(paragraphs.join(' ')).not.toMatch(
        /Mia and Leo (?:said|whispered|announced),? "|[,!?]" (?:Mia and Leo|they) (?:said|whispered|announced)\b/,
      );
      expect(paragraphs.join(' ')).not.toMatch(/\ba pair of children named Mia\b(?! and Leo)/);
    }
  });

  it('does not invent a friend with the second hero’s name', () => {
    for (const req of books) {
      const { characterNames } = composeStory(req);
      expect(characterNames.filter((n) => n.startsWith('Leo:'))).toEqual(['Leo:2']);
    }
  });

  it('keeps one hero when the second main character has the first one’s name', () => {
    const story = composeStory(avatar({ characters: [pair[0]!, { ...pair[1]!, name: 'mia' }] }));
    expect(story.characterNames).toEqual(['Mia:1']);
  });
});

describe('the hero’s hair in an Avatar Story of a built look', () => {
  const withLook = (hair: Pick<PersonLook, 'hairColour' | 'hairStyle'>, seed: number) =>
    composeStory(
      avatar({
        appearanceValue: 'fair_blond',
        characters: [
          {
            name: 'Mia',
            relationship: 'main',
            gender: 'girl',
            look: { ...presetPerson('fair_blond', 'girl'), ...hair },
          },
        ],
        seed,
      }),
    ).paragraphs.join(' ');
  const seeds = Array.from({ length: 40 }, (_, i) => i);

  it('names the look’s own hair colour, not the nearest preset’s', () => {
    const texts = seeds.map((seed) => withLook({ hairColour: 'auburn', hairStyle: 'curls' }, seed));
    expect(texts.some((t) => t.includes('coppery hair'))).toBe(true);
    for (const text of texts) expect(text).not.toMatch(/\b(golden|brown|dark) hair\b/);
  });

  it('never mentions hair that is covered or shaved', () => {
    for (const hairStyle of ['covered', 'bald'] as const)
      for (const seed of seeds)
        expect(withLook({ hairColour: 'black', hairStyle }, seed)).not.toMatch(/Mia's \w+(?: \w+)? hair/);
  });
});

describe('a title that says the idea (issue 47 item 5: class books)', () => {
  it('turns an idea told as one into the title, and leaves other descriptions to the storyline', () => {
    expect(ideaTitle('sharing crayons at the art table', 'Mia')).toBe('Sharing Crayons with Mia');
    expect(ideaTitle('How to wait your turn.', 'Mia')).toBe('Mia Learns How to Wait Your Turn');
    expect(ideaTitle('be kind to new friends', 'Mia and Leo', true)).toBe(
      'Mia and Leo Learn to Be Kind to New Friends',
    );
    expect(ideaTitle('a picnic in the park', 'Mia')).toBe('Mia and the Picnic');
    expect(ideaTitle('playing with her red ball at the beach', 'Mia')).toBe(
      "Mia's Day of Playing with Her Red Ball",
    );
    for (const other of ['Mia at the beach with her red ball', 'during the morning', 'We share. Always.', ''])
      expect(ideaTitle(other, 'Mia'), other).toBeUndefined();
    const story = composeStory(request({ description: 'sharing crayons at the art table', seed: 4 }));
    expect(story.title).toBe('Sharing Crayons with Mia');
    expect(parseStoryText(story.text).title).toBe(story.title);
  });
});

describe('the parent’s idea (issue 47 item 7)', () => {
  const books = (description: string, language: 'en' | 'es') =>
    MORAL_VALUES.flatMap((moralValue) =>
      AGE_GROUPS.flatMap((readerAgeGroup) =>
        [0, 1, 2, 3].map((seed) => ({
          where: `${moralValue} ${readerAgeGroup} ${seed} ${language}`,
          story: composeStory(request({ description, moralValue, readerAgeGroup, seed, language })),
        })),
      ),
    );

  it('keeps the thing the parent names, in their words, in the story and its first picture', () => {
    for (const { where, story } of books('a red ball at the beach', 'en')) {
      expect(story.paragraphs[0], where).toMatch(/\bred ball\b/);
      expect(story.legends[0], where).toMatch(/\bholding (?:her|his|their) red ball\b/);
    }
    for (const { where, story } of books('Mia juega con su pelota roja en la playa', 'es')) {
      expect(story.paragraphs[0], where).toMatch(/\bpelota roja\b/);
      expect(story.legends[0], where).toMatch(/\bholding (?:her|his|their) red ball\b/);
    }
  });

  it('stays in the place the parent names: no climb up a steep hill from the beach', () => {
    for (const [description, language] of [
      ['a red ball at the beach', 'en'],
      ['Mia juega con su pelota roja en la playa', 'es'],
    ] as const)
      for (const { where, story } of books(description, language))
        expect(story.paragraphs.join(' '), where).not.toMatch(/\b(?:steep|steeper|empinad[oa])\b/i);
  });
});
