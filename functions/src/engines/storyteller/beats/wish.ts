import { z } from 'zod';
import data from '../content/beats/wish.json' with { type: 'json' };
import { loadLanguages, sentence } from '../contentSchema.js';
import { type Item, opt, req } from '../fit.js';
import { say, sayEach, sayOne } from '../placeholders.js';
import { listNames } from '../text.js';
import { type Beat, bank, many, one, oneOf, sight } from './shared.js';

/** {joiners}: the family who come along, as introduced ('her brother Leo and Biscuit'). */
const joiners = sentence(['joiners']);

const TEXT = loadLanguages(
  'beats/wish.json',
  z
    .object({
      about: z.string(),
      young: z
        .object({
          starts: z.array(z.object({ lines: many }).strict()).min(1),
          helperAgrees: many,
          joiners,
          clap: one,
          first: one,
          cheer: many,
        })
        .strict(),
      older: z
        .object({
          wish: many,
          helperAgrees: many,
          joinerComes: joiners,
          joinersCome: joiners,
          picture: one,
          first: one,
          excited: many,
          imagine: one,
          work: one,
        })
        .strict(),
    })
    .strict(),
  data,
);

export const wish: Beat = (c) => {
  const items: Item[] = [];
  // Companions still to be introduced (the pet was introduced in the opening).
  const joining = c.companions.filter((p) => p !== c.pet);
  const names = {
    joiners: listNames(
      joining.map((p) => p.intro),
      c.lang,
    ),
  };
  const late = c.helperArrivesLate;
  if (c.young) {
    const y = TEXT(c).young;
    items.push(...sayEach(c, c.rng.pick(y.starts).lines).map(req));
    if (!late) items.push(req(sayOne(c, y.helperAgrees)));
    if (joining.length > 0) items.push(req(say(c, y.joiners, names)));
    items.push(...opt(say(c, y.clap), 1), ...opt(say(c, y.first), 2), ...opt(sight(c), 2));
    items.push(...bank(c, sayEach(c, y.cheer), 3));
    return items;
  }
  const o = TEXT(c).older;
  items.push(req(sayOne(c, o.wish)));
  if (!late) items.push(req(sayOne(c, o.helperAgrees)));
  if (joining.length > 0) items.push(req(say(c, joining.length > 1 ? o.joinersCome : o.joinerComes, names)));
  items.push(...opt(say(c, o.picture), 1), ...opt(say(c, o.first), 2), ...opt(sight(c), 2));
  items.push(...oneOf(c, sayEach(c, o.excited), 3));
  if (late) items.push(...opt(say(c, o.imagine), 2));
  items.push(...opt(say(c, o.work), 3.5));
  return items;
};
