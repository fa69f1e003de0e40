import { z } from 'zod';
import data from '../content/beats/opening.json' with { type: 'json' };
import type { StoryContext } from '../context.js';
import { loadLanguages, sentence } from '../contentSchema.js';
import { type Item, opt, req } from '../fit.js';
import { say, sayEach, sayOne } from '../placeholders.js';
import { type Beat, bank, many, one, oneOf, sight } from './shared.js';

/** The first lines: {arrival} is one of the place's arrivals ('skipped down to the beach'). */
const lines = z.array(sentence(['arrival'])).min(1);

const TEXT = loadLanguages(
  'beats/opening.json',
  z
    .object({
      about: z.string(),
      young: z
        .object({
          starts: z.array(z.object({ lines }).strict()).min(1),
          pet: one,
          favorite: one,
          prop: one,
          hair: one,
          detail: sentence(['lead']),
          cheer: many,
        })
        .strict(),
      older: z
        .object({
          starts: z
            .array(
              z
                .object({
                  lines,
                  /** Fillers this start already says (it names the prop, or what the child loves). */
                  skips: z.array(z.enum(['prop', 'loves'])).optional(),
                  /** Fits an outing, not a situation such as bedtime ('this trip'). */
                  outingOnly: z.boolean().optional(),
                })
                .strict(),
            )
            .min(1),
          pet: one,
          favorite: one,
          prop: one,
          loves: one,
          smile: one,
          hair: one,
          detail: sentence(['lead']),
          mood: many,
        })
        .strict(),
      detailLead: z.object({ aboutChild: many, young: many, older: many }).strict(),
    })
    .strict(),
  data,
);

/** Words that start a description about the child itself ('loves trains', 'she is shy'). */
const ABOUT_CHILD = ['she', 'he', 'they', 'loves', 'likes', 'is', 'has', 'wants'].concat(
  // The same in a Spanish description ('le encantan los trenes', 'es tímida').
  ['ella', 'él', 'elle', 'le', 'es', 'tiene', 'quiere', 'ama', 'adora'],
);

/** How the parent's own words are introduced: a fact about the child, or a happy thought. */
function detailLead(c: StoryContext): string {
  const first = (c.detail ?? '').split(' ')[0]?.toLowerCase() ?? '';
  const aboutChild = first === c.hero.call.toLowerCase() || ABOUT_CHILD.includes(first);
  const leads = TEXT(c).detailLead;
  return sayOne(c, aboutChild ? leads.aboutChild : c.young ? leads.young : leads.older);
}

export const opening: Beat = (c) => {
  const arrival = c.rng.pick(c.setting.arrivals);
  const items: Item[] = [];
  if (c.young) {
    const y = TEXT(c).young;
    items.push(...sayEach(c, c.rng.pick(y.starts).lines, { arrival }).map(req));
    items.push(...opt(sight(c), 1));
    if (c.pet) items.push(req(say(c, y.pet)));
    // The thing the parent named is always in the story (issue 47 item 7).
    if (c.favorite) items.push(req(say(c, y.favorite)));
    else items.push(...opt(say(c, y.prop), 2));
    if (c.hair) items.push(...opt(say(c, y.hair), 3));
    items.push(...opt(sight(c), 3));
    if (c.detail) items.push(req(say(c, y.detail, { lead: detailLead(c) })));
    items.push(...bank(c, sayEach(c, y.cheer), 4));
    return items;
  }
  const o = TEXT(c).older;
  const start = c.rng.pick(c.setting.situation ? o.starts.filter((s) => !s.outingOnly) : o.starts);
  items.push(...sayEach(c, start.lines, { arrival }).map(req));
  if (c.pet) items.push(req(say(c, o.pet)));
  items.push(...opt(sight(c), 1), ...opt(sight(c), 2));
  if (c.favorite) items.push(req(say(c, o.favorite)));
  if (!start.skips?.includes('prop')) items.push(...opt(say(c, o.prop), 2));
  if (!start.skips?.includes('loves')) items.push(...opt(say(c, o.loves), 2.5));
  items.push(...opt(say(c, o.smile), 3.5));
  if (c.hair) items.push(...opt(say(c, o.hair), 3));
  if (c.detail) items.push(req(say(c, o.detail, { lead: detailLead(c) })));
  items.push(...oneOf(c, sayEach(c, o.mood), 3));
  return items;
};
