import { AGE_GROUPS, MORAL_VALUES, type AgeGroup } from '../../contract/story.js';
import type { StoryRequest } from '../../ports/storyteller.js';
import { composeStory } from './compose.js';
import { sentences } from './text.js';

/**
 * How alike two books of the same child read: the sentences longer than 30 characters they
 * share word for word. Measured over many seeds for books with different morals and for books
 * with the same moral (the figures `npm run bench` prints).
 */
export interface VarietyFigures {
  age: AgeGroup;
  differentMorals: { pairs: number; max: number; mean: number };
  sameMoral: { pairs: number; max: number; mean: number };
}

const MORALS = MORAL_VALUES;

function longSentences(request: StoryRequest): Set<string> {
  return new Set(
    composeStory(request)
      .paragraphs.flatMap((p) => sentences(p))
      .filter((s) => s.length > 30),
  );
}

const shared = (a: Set<string>, b: Set<string>) => [...a].filter((s) => b.has(s)).length;

function summary(values: number[]) {
  return {
    pairs: values.length,
    max: Math.max(0, ...values),
    mean: values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length),
  };
}

export function measureVariety(seeds = 8): VarietyFigures[] {
  return AGE_GROUPS.map((age) => {
    const book = (moralValue: (typeof MORALS)[number], seed: number) =>
      longSentences({
        storyType: 'Enhanced',
        mainCharacterName: 'Zuri',
        gender: 'girl',
        description: '',
        moralValue,
        readerAgeGroup: age,
        appearanceValue: 'dark_black',
        characters: [],
        seed,
      });
    const books = new Map(MORALS.map((m) => [m, Array.from({ length: seeds }, (_, i) => book(m, i + 1))]));
    const different: number[] = [];
    const same: number[] = [];
    MORALS.forEach((a, i) =>
      MORALS.slice(i + 1).forEach((b) => {
        for (let s = 0; s < seeds; s++)
          different.push(shared(books.get(a)![s]!, books.get(b)![(s + 1) % seeds]!));
      }),
    );
    for (const m of MORALS) {
      const list = books.get(m)!;
      list.forEach((x, i) => list.slice(i + 1).forEach((y) => same.push(shared(x, y))));
    }
    return { age, differentMorals: summary(different), sameMoral: summary(same) };
  });
}
