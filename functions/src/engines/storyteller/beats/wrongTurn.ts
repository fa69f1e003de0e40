import { z } from 'zod';
import data from '../content/beats/wrongTurn.json' with { type: 'json' };
import { loadLanguages } from '../contentSchema.js';
import { type Item, opt, req } from '../fit.js';
import { say, sayEach } from '../placeholders.js';
import { type Beat, bank, many, one, oneOf, sight } from './shared.js';

const TEXT = loadLanguages(
  'beats/wrongTurn.json',
  z
    .object({
      about: z.string(),
      young: z
        .object({
          leadIn: one,
          after: one,
          noHelp: one,
          pet: one,
          peerQuiet: one,
          helperSaw: one,
          notGood: many,
        })
        .strict(),
      older: z
        .object({ leadIn: one, after: one, pet: one, inside: many, peer: one, helper: one, quiet: one })
        .strict(),
    })
    .strict(),
  data,
);

export const wrongTurn: Beat = (c, m) => {
  const items: Item[] = [];
  // A lead-in before the wrong choice, or a comment after it.
  const lead = c.rng.chance(0.5);
  const t = c.young ? TEXT(c).young : TEXT(c).older;
  if (lead) items.push(...opt(say(c, t.leadIn), 1));
  items.push(...m.wrongTurn(c).map(req));
  if (!lead) items.push(...opt(say(c, t.after), 1));
  if (c.young) {
    const y = TEXT(c).young;
    items.push(...opt(say(c, y.noHelp), 2));
    if (c.pet) items.push(...opt(say(c, y.pet), 2));
    items.push(
      ...bank(
        c,
        [
          sight(c),
          m.usesPeer ? say(c, y.peerQuiet) : undefined,
          c.helperArrivesLate ? undefined : say(c, y.helperSaw),
        ],
        3,
      ),
      ...bank(c, sayEach(c, y.notGood), 4),
    );
    return items;
  }
  const o = TEXT(c).older;
  if (c.pet) items.push(...opt(say(c, o.pet), 2));
  items.push(
    ...opt(sight(c), 2),
    ...oneOf(c, sayEach(c, o.inside), 3),
    ...opt(m.usesPeer ? say(c, o.peer) : undefined, 3),
    ...opt(c.helperArrivesLate ? undefined : say(c, o.helper), 3),
    ...opt(say(c, o.quiet), 3.5),
  );
  return items;
};
