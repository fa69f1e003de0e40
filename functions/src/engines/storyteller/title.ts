import { z } from 'zod';
import data from './content/titles.json' with { type: 'json' };
import dataEs from './content/es/titles.json' with { type: 'json' };
import type { StoryContext } from './context.js';
import { loadLanguages, sentence } from './contentSchema.js';
import type { MoralPlot } from './moral.js';
import { sayEach } from './placeholders.js';
import { cap, titleCase } from './text.js';

const TITLES = loadLanguages(
  'titles.json',
  z.object({ about: z.string(), any: z.array(sentence()), outings: z.array(sentence()) }).strict(),
  { en: data, es: dataEs },
);

/**
 * The book's title: one of the storyline's ideas or the general ones (both heroes' names for
 * two), in Title Case in English and as written (sentence case) in Spanish.
 */
export function writeTitle(c: StoryContext, plot: MoralPlot): string {
  const titles = TITLES[c.lang];
  const ideas = [...plot.titles(c), ...sayEach(c, titles.any)];
  if (!c.setting.situation) ideas.push(...sayEach(c, titles.outings));
  // Two heroes are both named on the cover.
  const named = c.hero.pair ? ideas.filter((idea) => idea.includes(c.hero.call)) : [];
  const title = c.rng.pick(named.length > 0 ? named : ideas).replace(/[\s.,:;!?'"-]+$/u, '');
  return c.lang === 'en' ? titleCase(title) : cap(title);
}
