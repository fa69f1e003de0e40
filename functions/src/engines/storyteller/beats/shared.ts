import { z } from 'zod';
import type { Person, StoryContext } from '../context.js';
import { sentence } from '../contentSchema.js';
import { type Item, opt } from '../fit.js';
import type { MoralPlot } from '../moral.js';

/** One paragraph's sentences: the storyline's own, required, and the beat's fillers, optional. */
export type Beat = (c: StoryContext, m: MoralPlot) => Item[];

/** Schema pieces for a file of content/beats/: one sentence, or a list to pick or shuffle from. */
export const one = sentence();
export const many = z.array(one).min(1);

/** The next unused sensory sentence of the setting, if any is left. */
export function sight(c: StoryContext): string | undefined {
  return c.sightPool.shift();
}

/** 'The waves whooshed in.' -> 'the waves whooshed in' */
export function clause(sentence: string | undefined): string | undefined {
  if (!sentence) return undefined;
  return sentence.charAt(0).toLowerCase() + sentence.slice(1).replace(/[.!]$/, '');
}

/** Optional fillers in a seed-shuffled order, so stories pad with different sentences. */
export function bank(c: StoryContext, texts: (string | undefined)[], priority: number): Item[] {
  return c.rng
    .shuffle(texts.filter((t): t is string => !!t))
    .map((text, i) => ({ text, opt: priority + i * 0.1 }));
}

/** One optional sentence picked from alternatives that say the same kind of thing. */
export function oneOf(c: StoryContext, texts: (string | undefined)[], priority: number): Item[] {
  const options = texts.filter((t): t is string => !!t);
  return options.length > 0 ? opt(c.rng.pick(options), priority) : [];
}

/** Family who gather at the end: the helper when family, companions, a family peer. */
export function family(c: StoryContext): Person[] {
  const people: Person[] = [];
  if (!c.helperArrivesLate) people.push(c.helper);
  people.push(...c.companions);
  if (c.peer.relationship !== 'peer' && !people.includes(c.peer)) people.push(c.peer);
  return people;
}
