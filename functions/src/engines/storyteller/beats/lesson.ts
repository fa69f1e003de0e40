import { z } from 'zod';
import data from '../content/beats/lesson.json' with { type: 'json' };
import { loadLanguages } from '../contentSchema.js';
import { type Item, opt, req } from '../fit.js';
import { say, sayEach, sayOne } from '../placeholders.js';
import { type Beat, many, one, oneOf } from './shared.js';

const TEXT = loadLanguages(
  'beats/lesson.json',
  z
    .object({
      about: z.string(),
      young: z.object({ rest: many, proud: one, feel: many, remember: one }).strict(),
      older: z.object({ later: one, proud: one, feel: many, helper: one, hero: one }).strict(),
    })
    .strict(),
  data,
);

export const lesson: Beat = (c, m) => {
  const items: Item[] = [];
  if (c.young) {
    const y = TEXT(c).young;
    items.push(req(sayOne(c, y.rest)));
    items.push(...m.lesson(c).map(req));
    items.push(...opt(say(c, y.proud), 1), ...oneOf(c, sayEach(c, y.feel), 2), ...opt(say(c, y.remember), 3));
    return items;
  }
  const o = TEXT(c).older;
  items.push(req(say(c, o.later)));
  items.push(...m.lesson(c).map(req));
  items.push(
    ...opt(say(c, o.proud), 1),
    ...oneOf(c, sayEach(c, o.feel), 2),
    ...opt(say(c, o.helper), 3),
    ...opt(say(c, o.hero), 3.5),
  );
  return items;
};
