import { z } from 'zod';
import data from '../content/beats/feelings.json' with { type: 'json' };
import { loadLanguages, sentence } from '../contentSchema.js';
import { type Item, opt, req } from '../fit.js';
import { say, sayEach } from '../placeholders.js';
import { type Beat, bank, clause, many, one, oneOf, sight } from './shared.js';

const TEXT = loadLanguages(
  'beats/feelings.json',
  z
    .object({
      about: z.string(),
      young: z.object({ pet: one, noFun: one, still: many }).strict(),
      older: z
        .object({
          /** {around}: one of the place's sights as a clause ('the waves whooshed in'). */
          around: sentence(['around']),
          pet: one,
          noFun: one,
          body: many,
          wish: many,
          still: one,
          chest: one,
        })
        .strict(),
    })
    .strict(),
  data,
);

export const feelings: Beat = (c, m) => {
  const items: Item[] = m.feeling(c).map(req);
  if (c.young) {
    const y = TEXT(c).young;
    if (c.pet) items.push(...opt(say(c, y.pet), 1));
    items.push(...opt(say(c, y.noFun), 1));
    items.push(...bank(c, sayEach(c, y.still), 2));
    return items;
  }
  const o = TEXT(c).older;
  const around = clause(sight(c));
  if (around) items.push(...opt(say(c, o.around, { around }), 1));
  if (c.pet) items.push(...opt(say(c, o.pet), 1));
  items.push(
    ...opt(say(c, o.noFun), 1.5),
    ...oneOf(c, sayEach(c, o.body), 2),
    ...oneOf(c, sayEach(c, o.wish), 2.5),
    ...opt(say(c, o.still), 3),
    ...opt(say(c, o.chest), 3.5),
  );
  return items;
};
