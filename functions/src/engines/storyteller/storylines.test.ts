import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, MORAL_VALUES } from '../../contract/story.js';
import type { StoryRequest } from './request.js';
import { buildContext } from './compose.js';
import { composeStory } from './languages.js';
import { STORYLINES } from './morals.js';
import { OPEN_SETTINGS } from './settings.js';
import { measureVariety } from './variety.js';

const zuri = (overrides: Partial<StoryRequest> = {}): StoryRequest => ({
  language: 'en',
  storyType: 'Enhanced',
  mainCharacterName: 'Zuri',
  gender: 'girl',
  description: '',
  moralValue: 'kindness',
  readerAgeGroup: '5-7years',
  appearanceValue: 'dark_black',
  characters: [],
  seed: 700,
  ...overrides,
});

describe('storylines', () => {
  it('gives every moral at least three storylines with their own plots and titles', () => {
    for (const moral of MORAL_VALUES) {
      const lines = STORYLINES[moral];
      expect(lines.length, moral).toBeGreaterThanOrEqual(3);
      expect(new Set(lines.map((l) => l.storyline)).size, moral).toBe(lines.length);
      const { context } = buildContext(zuri({ moralValue: moral }));
      const problems = lines.map((l) => l.problem(context).join(' '));
      expect(new Set(problems).size, moral).toBe(lines.length);
    }
  });

  it("walks a child's next books through every storyline of a moral, in a new place each time", () => {
    for (const moral of MORAL_VALUES)
      for (const age of AGE_GROUPS) {
        const books = [0, 1, 2].map((k) =>
          buildContext(zuri({ moralValue: moral, readerAgeGroup: age, seed: 700 + k })),
        );
        expect(new Set(books.map((b) => b.plot.storyline)).size, `${moral} ${age}`).toBe(3);
        const problems = [0, 1, 2].map(
          (k) => composeStory(zuri({ moralValue: moral, readerAgeGroup: age, seed: 700 + k })).paragraphs[2],
        );
        expect(new Set(problems).size, `${moral} ${age}`).toBe(3);
      }
    const places = Array.from(
      { length: OPEN_SETTINGS.length },
      (_, k) => buildContext(zuri({ seed: 900 + k })).context.setting.id,
    );
    expect(new Set(places).size).toBe(OPEN_SETTINGS.length);
  });

  it('makes the other child of a "just met" storyline a new child, keeping a sibling in the story', () => {
    const family = [
      { name: 'Zuri', relationship: 'main' as const, gender: 'girl' as const },
      { name: 'Sam', relationship: 'brother' as const, gender: 'boy' as const },
    ];
    let checked = 0;
    for (let seed = 0; seed < 30; seed++) {
      const req = zuri({
        storyType: 'Essential',
        characters: family,
        moralValue: 'tolerance',
        appearanceValue: 'photo_based',
        seed,
      });
      const { plot, context } = buildContext(req);
      if (!plot.strangerPeer) continue;
      checked += 1;
      expect(context.peer.relationship).toBe('peer');
      expect(context.peer.name).not.toBe('Sam');
      expect(composeStory(req).legends.join(' ')).toContain('Sam');
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('books of one child read as different stories', () => {
  // A parent's books get consecutive seeds; these are the figures `npm run bench` prints.
  const figures = measureVariety();

  it('shares few long sentences between books with different morals', () => {
    for (const f of figures) {
      expect(f.differentMorals.mean, f.age).toBeLessThan(0.3);
      expect(f.differentMorals.max, f.age).toBeLessThanOrEqual(4);
    }
  });

  it('tells any two of 12 books with the same moral as other stories', () => {
    for (const f of figures) {
      expect(f.sameMoralNext.max, f.age).toBeLessThanOrEqual(6);
      expect(f.sameMoralAny.max, f.age).toBeLessThanOrEqual(6);
    }
  });

  it('tells a storyline that comes back in other words', () => {
    const lines = STORYLINES.kindness.length;
    const visits = Array.from({ length: 8 }, (_, visit) => buildContext(zuri({ seed: 700 + visit * lines })));
    expect(new Set(visits.map((v) => v.plot.storyline)).size).toBe(1);
    expect(visits.map((v) => v.context.telling).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // Every storyline, at both ages, in its eight visits, all else equal: two visits share at
    // most the two beats of one step (see told).
    const beats = [
      'problem',
      'problemFillers',
      'wrongTurn',
      'feeling',
      'advice',
      'rightChoice',
      'resolution',
      'lesson',
    ] as const;
    for (const readerAgeGroup of AGE_GROUPS)
      for (const moral of MORAL_VALUES)
        for (const plot of STORYLINES[moral]) {
          const { context } = buildContext(zuri({ moralValue: moral, readerAgeGroup }));
          const texts = Array.from({ length: 8 }, (_, telling) =>
            beats.map((beat) => String(plot[beat]?.({ ...context, telling }) ?? '')),
          );
          for (let a = 0; a < 8; a++)
            for (let b = a + 1; b < 8; b++) {
              const same = beats.filter((_, i) => texts[a]![i] && texts[a]![i] === texts[b]![i]);
              expect(
                same.length,
                `${readerAgeGroup} ${plot.storyline} ${a} ${b}: ${same.join(', ')}`,
              ).toBeLessThanOrEqual(2);
            }
        }
  });
});
