import { z } from 'zod';
import data from '../content/beats/ending.json' with { type: 'json' };
import { loadLanguages, sentence } from '../contentSchema.js';
import { type Item, opt, req } from '../fit.js';
import { say, sayOne } from '../placeholders.js';
import { listNames } from '../text.js';
import { type Beat, bank, family, many, one } from './shared.js';

/** {family}: the family at the end ('Grandma Rose and Leo'); see `family`. */
const hug = sentence(['family']);

const TEXT = loadLanguages(
  'beats/ending.json',
  z
    .object({
      about: z.string(),
      young: z.object({ night: one, hug, favorite: one, sleepy: one, bigDay: one, goodnight: many }).strict(),
      older: z
        .object({
          night: one,
          hugAll: hug,
          hugOne: hug,
          favorite: one,
          yawn: one,
          bigDay: one,
          dream: many,
        })
        .strict(),
    })
    .strict(),
  data,
);

export const ending: Beat = (c) => {
  const people = family(c);
  const names = {
    family: listNames(
      people.map((p) => p.call),
      c.lang,
    ),
  };
  const items: Item[] = [];
  const endings = c.rng.shuffle(c.setting.endings);
  if (c.young) {
    const y = TEXT(c).young;
    items.push(req(say(c, y.night)));
    if (people.length > 0) items.push(req(say(c, y.hug, names)));
    items.push(...opt(endings[0], 1));
    if (c.favorite) items.push(...opt(say(c, y.favorite), 2));
    items.push(...bank(c, [say(c, y.sleepy), say(c, y.bigDay), endings[1]], 2));
    items.push(req(sayOne(c, y.goodnight)));
    return items;
  }
  const o = TEXT(c).older;
  items.push(req(say(c, o.night)));
  if (people.length > 1) items.push(req(say(c, o.hugAll, names)));
  if (people.length === 1) items.push(req(say(c, o.hugOne, names)));
  items.push(...opt(endings[0], 1));
  if (c.favorite) items.push(...opt(say(c, o.favorite), 2));
  items.push(...bank(c, [endings[1], say(c, o.yawn), say(c, o.bigDay)], 2.5));
  items.push(req(sayOne(c, o.dream)));
  return items;
};
