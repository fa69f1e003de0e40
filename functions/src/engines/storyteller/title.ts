import { z } from 'zod';
import data from './content/titles.json' with { type: 'json' };
import type { StoryContext } from './context.js';
import { loadContent, sentence } from './contentSchema.js';
import type { MoralPlot } from './moral.js';
import { sayEach } from './placeholders.js';
import { titleCase } from './text.js';

const TITLES = loadContent(
  'titles.json',
  z.object({ about: z.string(), any: z.array(sentence()), outings: z.array(sentence()) }).strict(),
  data,
);

/** The book's title: one of the storyline's ideas or the general ones, in Title Case (both heroes' names for two). */
export function writeTitle(c: StoryContext, plot: MoralPlot): string {
  const ideas = [...plot.titles(c), ...sayEach(c, TITLES.any)];
  if (!c.setting.situation) ideas.push(...sayEach(c, TITLES.outings));
  // Two heroes are both named on the cover.
  const named = c.hero.pair ? ideas.filter((idea) => idea.includes(c.hero.call)) : [];
  return titleCase(c.rng.pick(named.length > 0 ? named : ideas).replace(/[\s.,:;!?'"-]+$/u, ''));
}
