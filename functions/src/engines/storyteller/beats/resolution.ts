import { z } from 'zod';
import data from '../content/beats/resolution.json' with { type: 'json' };
import { loadLanguages, sentence } from '../contentSchema.js';
import { type Item, opt, req } from '../fit.js';
import { say, sayEach } from '../placeholders.js';
import { listNames } from '../text.js';
import { type Beat, bank, many, one, oneOf, sight } from './shared.js';

/** {cheer}: the helper and everyone who came along ('Grandma Rose and Leo'). */
const cheer = sentence(['cheer']);

const TEXT = loadLanguages(
  'beats/resolution.json',
  z
    .object({
      about: z.string(),
      young: z.object({ cheer, hooray: one, pet: one, laugh: one, happyMoment: one }).strict(),
      older: z.object({ cheer, pet: one, better: many, laugh: many, glow: many, whatADay: one }).strict(),
    })
    .strict(),
  data,
);

export const resolution: Beat = (c, m) => {
  const items: Item[] = m.resolution(c).map(req);
  const names = {
    cheer: listNames(
      [c.helper, ...c.companions].map((p) => p.call),
      c.lang,
    ),
  };
  if (c.young) {
    const y = TEXT(c).young;
    items.push(...opt(say(c, y.cheer, names), 1), ...opt(say(c, y.hooray), 2));
    if (c.pet) items.push(...opt(say(c, y.pet), 2));
    items.push(...bank(c, [say(c, y.laugh), sight(c), say(c, y.happyMoment)], 3));
    return items;
  }
  const o = TEXT(c).older;
  items.push(...opt(say(c, o.cheer, names), 1));
  if (c.pet) items.push(...opt(say(c, o.pet), 2));
  items.push(
    ...oneOf(c, sayEach(c, o.better), 2),
    ...opt(sight(c), 3),
    ...oneOf(c, sayEach(c, o.laugh), 3),
    ...oneOf(c, sayEach(c, o.glow), 3.5),
    ...opt(say(c, o.whatADay), 4),
  );
  return items;
};
