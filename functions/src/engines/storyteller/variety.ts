import { AGE_GROUPS, MORAL_VALUES, type AgeGroup, type MoralValue } from '../../contract/story.js';
import { hashString } from '../../shared/hash.js';
import { writeStory } from './compose.js';
import { sentences } from './text.js';

/**
 * How alike a child's books read when a parent makes them one after another (a user's books get
 * consecutive seeds): the sentences longer than 30 characters two books share word for word.
 * - differentMorals: any two of a child's next 12 books with different morals;
 * - sameMoralNext: a book and each of the next two with the same moral;
 * - sameMoralAny: any two of 12 books with the same moral (every third one comes back to a
 *   storyline, in another place and another telling). Past 12 books a place comes back too.
 * These are the figures `npm run bench` prints.
 */
export interface VarietyFigures {
  age: AgeGroup;
  differentMorals: Summary;
  sameMoralNext: Summary;
  sameMoralAny: Summary;
}

interface Summary {
  pairs: number;
  max: number;
  mean: number;
}

type Moral = Exclude<MoralValue, ''>;

const CHILDREN = [
  { name: 'Zuri', gender: 'girl' as const },
  { name: 'Leo', gender: 'boy' as const },
  { name: 'Maya', gender: 'girl' as const },
];
const BOOKS_PER_CHILD = 12;

function summary(values: number[]): Summary {
  return {
    pairs: values.length,
    max: Math.max(0, ...values),
    mean: values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length),
  };
}

const shared = (a: Set<string>, b: Set<string>) => [...a].filter((s) => b.has(s)).length;

export function measureVariety(): VarietyFigures[] {
  return AGE_GROUPS.map((age) => {
    const different: number[] = [];
    const next: number[] = [];
    const any: number[] = [];
    for (const child of CHILDREN) {
      const first = hashString(`variety-${child.name}`) % 1_000_000;
      const book = (moralValue: Moral, k: number) =>
        new Set(
          writeStory({
            storyType: 'Enhanced',
            mainCharacterName: child.name,
            gender: child.gender,
            description: '',
            moralValue,
            readerAgeGroup: age,
            appearanceValue: 'dark_black',
            characters: [],
            seed: first + k,
            language: 'en',
          })
            .paragraphs.flatMap((p) => sentences(p))
            .filter((s) => s.length > 30),
        );
      const books = new Map(
        MORAL_VALUES.map((m) => [m, Array.from({ length: BOOKS_PER_CHILD }, (_, k) => book(m, k))]),
      );
      const at = (m: Moral, k: number) => books.get(m)![k]!;
      MORAL_VALUES.forEach((a, i) =>
        MORAL_VALUES.slice(i + 1).forEach((b) => {
          for (let k = 0; k < BOOKS_PER_CHILD; k++)
            for (let j = 0; j < BOOKS_PER_CHILD; j++) if (j !== k) different.push(shared(at(a, k), at(b, j)));
        }),
      );
      for (const m of MORAL_VALUES)
        for (let k = 0; k < BOOKS_PER_CHILD; k++)
          for (let j = k + 1; j < BOOKS_PER_CHILD; j++) {
            const n = shared(at(m, k), at(m, j));
            any.push(n);
            if (j - k <= 2) next.push(n);
          }
    }
    return {
      age,
      differentMorals: summary(different),
      sameMoralNext: summary(next),
      sameMoralAny: summary(any),
    };
  });
}
