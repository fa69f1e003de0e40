import { z } from 'zod';
import data from '../content/beats/help.json' with { type: 'json' };
import { loadLanguages, sentence } from '../contentSchema.js';
import { type Item, opt, req } from '../fit.js';
import { say } from '../placeholders.js';
import { type Beat, one } from './shared.js';

/** {advice}: the storyline's advice, in the helper's words (without quotation marks). */
const advice = sentence(['advice']);

const TEXT = loadLanguages(
  'beats/help.json',
  z
    .object({
      about: z.string(),
      young: z.object({ arrives: one, asks: one, comesOver: one, tells: one, advice, listens: one }).strict(),
      older: z
        .object({ arrives: one, asks: one, comesOver: one, tells: one, advice, voice: one, thinks: one })
        .strict(),
    })
    .strict(),
  data,
);

export const help: Beat = (c, m) => {
  const items: Item[] = [];
  const t = c.young ? TEXT(c).young : TEXT(c).older;
  // A local helper (an owl, a lifeguard) only now comes into the story.
  if (c.helperArrivesLate) items.push(req(say(c, t.arrives)), req(say(c, t.asks)));
  else items.push(req(say(c, t.comesOver)));
  if (c.young) {
    items.push(...opt(say(c, t.tells), 1));
    items.push(req(say(c, t.advice, { advice: m.advice(c) })));
    items.push(...opt(say(c, TEXT(c).young.listens), 2));
    return items;
  }
  const o = TEXT(c).older;
  items.push(...opt(say(c, o.tells), 1));
  items.push(req(say(c, o.advice, { advice: m.advice(c) })));
  items.push(...opt(say(c, o.voice), 2.5), ...opt(say(c, o.thinks), 2));
  return items;
};
