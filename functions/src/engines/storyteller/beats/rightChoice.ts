import { z } from 'zod';
import data from '../content/beats/rightChoice.json' with { type: 'json' };
import { loadLanguages } from '../contentSchema.js';
import { type Item, opt, req } from '../fit.js';
import { say, sayEach } from '../placeholders.js';
import { type Beat, bank, many, one, oneOf, sight } from './shared.js';

const TEXT = loadLanguages(
  'beats/rightChoice.json',
  z
    .object({
      about: z.string(),
      young: z.object({ think: many, helperSmiles: one, warm: one, wellDone: one, proud: many }).strict(),
      older: z.object({ think: many, helperNods: one, hard: many, lighter: one }).strict(),
    })
    .strict(),
  data,
);

export const rightChoice: Beat = (c, m) => {
  const items: Item[] = [];
  if (c.young) {
    const y = TEXT(c).young;
    items.push(...oneOf(c, sayEach(c, y.think), 1));
    items.push(...m.rightChoice(c).map(req));
    items.push(
      ...opt(say(c, y.helperSmiles), 2),
      ...opt(say(c, y.warm), 3),
      ...opt(sight(c), 3),
      ...opt(say(c, y.wellDone), 4),
      ...bank(c, sayEach(c, y.proud), 4.5),
    );
    return items;
  }
  const o = TEXT(c).older;
  items.push(...oneOf(c, sayEach(c, o.think), 1));
  items.push(...m.rightChoice(c).map(req));
  items.push(
    ...opt(say(c, o.helperNods), 2),
    ...oneOf(c, sayEach(c, o.hard), 2.5),
    ...opt(say(c, o.lighter), 3),
    ...opt(sight(c), 3),
  );
  return items;
};
