import { z } from 'zod';
import data from '../content/beats/problem.json' with { type: 'json' };
import { loadLanguages } from '../contentSchema.js';
import { type Item, opt, req } from '../fit.js';
import { say, sayEach } from '../placeholders.js';
import { type Beat, bank, many, one, oneOf, sight } from './shared.js';

const TEXT = loadLanguages(
  'beats/problem.json',
  z
    .object({
      about: z.string(),
      young: z.object({ funAtFirst: one, eyes: one, stop: many, fillers: many }).strict(),
      older: z.object({ funAtFirst: one, happyWhile: one, petEars: one, fillers: many }).strict(),
    })
    .strict(),
  data,
);

export const problem: Beat = (c, m) => {
  const items: Item[] = [];
  const t = c.young ? TEXT(c).young : TEXT(c).older;
  // 'At first, it was fun' does not fit trouble that strikes out of the blue.
  if (!m.suddenStart) items.push(...opt(say(c, t.funAtFirst), 1));
  if (!c.young && !m.suddenStart) items.push(...opt(say(c, TEXT(c).older.happyWhile), 1.5));
  items.push(...m.problem(c).map(req), ...opt(sight(c), 3));
  if (c.pet && !c.young) items.push(...opt(say(c, TEXT(c).older.petEars), 3));
  if (c.young) {
    items.push(...opt(say(c, TEXT(c).young.eyes), 3));
    items.push(...bank(c, sayEach(c, TEXT(c).young.stop), 4));
  }
  items.push(...oneOf(c, m.problemFillers ? m.problemFillers(c) : sayEach(c, t.fillers), 2));
  return items;
};
