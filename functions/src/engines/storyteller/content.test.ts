import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import beach from './content/settings/outdoors.json' with { type: 'json' };
import kindness from './content/storylines/kindness.json' with { type: 'json' };
import type { Gender } from '../../contract/story.js';
import { buildContext } from './compose.js';
import { loadSettings } from './settingSchema.js';
import { glossaryNames, knownPlaceholder, say } from './placeholders.js';
import type { Rng } from './prng.js';
import { loadStorylines } from './storylines.js';
import { parseTemplate, renderTemplate, slotNames } from './template.js';

// Zuri's book of the storylines test; only the gender varies here.
const book = { storyType: 'Enhanced', mainCharacterName: 'Zuri', description: '', seed: 700 } as const;
const reader = { moralValue: 'kindness', readerAgeGroup: '5-7years', appearanceValue: 'dark_black' } as const;
const contextOf = (gender: Gender = 'girl') =>
  buildContext({ ...book, ...reader, gender, characters: [], language: 'en' }).context;

/** An Rng stand-in that always takes the last option and notes what it was offered. */
function lastPick(offered: string[][]): Rng {
  return {
    pick: <T>(items: readonly T[]) => {
      offered.push(items.map(String));
      return items[items.length - 1] as T;
    },
  } as Rng;
}

describe('the template language', () => {
  it('fills placeholders, capitalised when the placeholder is', () => {
    const c = contextOf();
    const text = say(
      c,
      parseTemplate('{Hero.he} showed {peer.intro} {hero.his} {prop}. {Peer.intro} smiled.'),
    );
    expect(text).toBe(`She showed ${c.peer.intro} her ${c.prop}. ${c.peer.intro.replace(/^a/, 'A')} smiled.`);
  });

  it('makes a verb agree with the person', () => {
    const they = contextOf('unknown');
    const she = contextOf();
    const verb = parseTemplate('{Hero.he} {hero.needs/need} it and {hero.was} glad.');
    expect(say(they, verb)).toBe('They need it and were glad.');
    expect(say(she, verb)).toBe('She needs it and was glad.');
  });

  it('draws the choices inside options first, then the sentence’s own from left to right', () => {
    const offered: string[][] = [];
    const text = renderTemplate(parseTemplate('[a|b] and [c|[d|e]][| too]'), () => '', lastPick(offered));
    expect(text).toBe('b and e too');
    expect(offered).toEqual([
      ['d', 'e'],
      ['a', 'b'],
      ['c', 'e'],
      ['', ' too'],
    ]);
  });

  it('gives the same sentence for the same seed', () => {
    const template = parseTemplate('[One|Two|Three] [red|blue|green] [fish|birds].');
    const a = contextOf();
    const b = contextOf();
    expect(say(a, template)).toBe(say(b, template));
  });

  it('lists the placeholders a sentence uses, choices included', () => {
    expect(slotNames(parseTemplate('{Hero} [met {peer}|saw {pet.intro}].'))).toEqual([
      'hero',
      'peer',
      'pet.intro',
    ]);
  });

  it.each([
    ['{hero said hi', 'a "{" without its "}"'],
    ['[a|b', 'a "[" without its "]"'],
    ['a] b', 'a "]" outside [ ]'],
    ['a | b', 'a "|" outside [ ]'],
    ['hero} said', 'a "}" without its "{"'],
    ['{hero!}', '"{hero!}" is not a placeholder'],
  ])('refuses "%s": %s', (source, message) => {
    expect(() => parseTemplate(source)).toThrow(message);
  });
});

describe('loading content files', () => {
  const copy = () => structuredClone(kindness) as typeof kindness & Record<string, unknown>;

  it('loads a storyline file as it is', () => {
    expect(loadStorylines('kindness', 'storylines/kindness.json', copy()).map((p) => p.storyline)).toEqual(
      kindness.storylines.map((s) => s.id),
    );
  });

  it('refuses a placeholder the renderer does not know, naming the file, the place and the placeholder', () => {
    const bad = copy();
    bad.storylines[1]!.problem.young[0]![0] = '{Pear.intro} showed {hero} {peer.his} picture.';
    expect(() => loadStorylines('kindness', 'storylines/kindness.json', bad)).toThrow(
      'content/storylines/kindness.json: storylines[1].problem.young[0][0]: unknown placeholder {pear.intro}',
    );
  });

  it('refuses a word of one beat used in another', () => {
    const bad = copy();
    bad.storylines[0]!.lesson.older[2]![0] = '{hero} learned to {skill}.';
    expect(() => loadStorylines('kindness', 'storylines/kindness.json', bad)).toThrow(
      /storylines\[0\]\.lesson\.older\[2\]\[0\]: unknown placeholder \{skill\}/,
    );
  });

  it('refuses a broken choice', () => {
    const bad = copy();
    bad.storylines[2]!.titles[0] = '{hero} [Helps|Lends a Hand';
    expect(() => loadStorylines('kindness', 'storylines/kindness.json', bad)).toThrow(
      /content\/storylines\/kindness\.json: storylines\[2\]\.titles\[0\]: a "\[" without its "\]"/,
    );
  });

  it('refuses a malformed file, naming the file and each mistake', () => {
    const bad = copy();
    delete (bad.storylines[0] as Record<string, unknown>).lesson;
    (bad.storylines[1] as Record<string, unknown>).problme = bad.storylines[1]!.problem;
    (bad.storylines[2] as Record<string, unknown>).usesPeer = 'yes';
    const load = () => loadStorylines('kindness', 'storylines/kindness.json', bad);
    expect(load).toThrow(/^content\/storylines\/kindness\.json: /);
    expect(load).toThrow(/storylines\[0\]\.lesson: /);
    expect(load).toThrow(/storylines\[1\]: .*problme/);
    expect(load).toThrow(/storylines\[2\]\.usesPeer: /);
    expect(() => loadStorylines('kindness', 'storylines/kindness.json', { moral: 'kindness' })).toThrow(
      'content/storylines/kindness.json: storylines: ',
    );
    expect(() => loadStorylines('kindness', 'storylines/kindness.json', '[not json]')).toThrow(
      'content/storylines/kindness.json: (top): ',
    );
  });

  it('refuses a fifth telling, which some visits would never read', () => {
    const bad = copy();
    const tellings = bad.storylines[0]!.feeling.young;
    tellings.push(tellings[0]!);
    expect(() => loadStorylines('kindness', 'storylines/kindness.json', bad)).toThrow(
      /storylines\[0\]\.feeling\.young: /,
    );
  });

  it('refuses placeholders in the settings catalogue, whose text is used as written', () => {
    const bad = structuredClone(beach);
    bad.settings[0]!.sights[3] = '{hero} saw a crab.';
    expect(() => loadSettings('settings/outdoors.json', bad)).toThrow(
      'content/settings/outdoors.json: settings[0].sights[3]: this text is used as written',
    );
  });
});

describe('the placeholder glossary of content/README.md', () => {
  const readme = readFileSync(new URL('./content/README.md', import.meta.url), 'utf8');
  const documented = new Set(
    [...readme.matchAll(/`\{([A-Za-z][\w.'/]*)\}`/g)].map(
      ([, name]) => name!.charAt(0).toLowerCase() + name!.slice(1),
    ),
  );
  const locals = ['arrival', 'lead', 'joiners', 'around', 'advice', 'cheer', 'family', 'skill'];

  it('names only placeholders the renderer knows', () => {
    for (const name of documented) expect(knownPlaceholder(name, locals), name).toBe(true);
  });

  it('explains every placeholder the renderer knows', () => {
    const people = ['helper', 'peer', 'pet'];
    for (const name of glossaryNames()) {
      const asHero = people.reduce((n, who) => n.replace(new RegExp(`^${who}\\b`), 'hero'), name);
      expect(documented.has(name) || documented.has(asHero), name).toBe(true);
    }
  });
});
