import { z } from 'zod';
import compassion from '../content/es/storylines/compassion.json' with { type: 'json' };
import cooperation from '../content/es/storylines/cooperation.json' with { type: 'json' };
import courage from '../content/es/storylines/courage.json' with { type: 'json' };
import empathy from '../content/es/storylines/empathy.json' with { type: 'json' };
import fairness from '../content/es/storylines/fairness.json' with { type: 'json' };
import forgiveness from '../content/es/storylines/forgiveness.json' with { type: 'json' };
import generosity from '../content/es/storylines/generosity.json' with { type: 'json' };
import gratitude from '../content/es/storylines/gratitude.json' with { type: 'json' };
import honesty from '../content/es/storylines/honesty.json' with { type: 'json' };
import humility from '../content/es/storylines/humility.json' with { type: 'json' };
import integrity from '../content/es/storylines/integrity.json' with { type: 'json' };
import kindness from '../content/es/storylines/kindness.json' with { type: 'json' };
import patience from '../content/es/storylines/patience.json' with { type: 'json' };
import perseverance from '../content/es/storylines/perseverance.json' with { type: 'json' };
import resilience from '../content/es/storylines/resilience.json' with { type: 'json' };
import respect from '../content/es/storylines/respect.json' with { type: 'json' };
import responsibility from '../content/es/storylines/responsibility.json' with { type: 'json' };
import selfDiscipline from '../content/es/storylines/self-discipline.json' with { type: 'json' };
import tolerance from '../content/es/storylines/tolerance.json' with { type: 'json' };
import { MORAL_VALUES } from '../../../contract/story.js';
import { loadContent } from '../contentSchema.js';
import { GLOSSARY_ES } from './grammar.js';
import type { Moral, MoralPlot } from '../moral.js';
import { STORYLINES, STORYLINE_WORDS, wordsOf } from '../storylines.js';

/**
 * Spanish storylines (content/es/storylines/<moral>.json). Each is the Spanish text of an English
 * storyline with the same `id`: its flags (usesPeer ...) and picture descriptions are the
 * English one's, so the pictures of a Spanish book are those of the same English storyline.
 * Spanish needs one telling per beat and age (up to four, like English).
 */
const storylineSchema = z
  .object({
    id: z.string(),
    ...STORYLINE_WORDS,
  })
  .strict();

const fileSchema = z
  .object({ moral: z.string(), about: z.string().optional(), storylines: z.array(storylineSchema).min(1) })
  .strict();

/** Loads one moral's Spanish file; throws naming the file and the mistakes. */
export function loadStorylinesEs(value: Moral, file: string, data: unknown): MoralPlot[] {
  const parsed = loadContent(file, fileSchema, data, GLOSSARY_ES);
  if (parsed.moral !== value)
    throw new Error(`content/${file}: moral is "${parsed.moral}", expected "${value}"`);
  return parsed.storylines.map((s, i) => {
    const english = STORYLINES[value].find((p) => p.storyline === s.id);
    if (!english)
      throw new Error(
        `content/${file}: storylines[${i}]: no English ${value} storyline has the id "${s.id}"`,
      );
    // Without Spanish fillers of its own, the general ones ('¿Qué haría Mia ahora?') are used.
    return { ...english, ...wordsOf(s) };
  });
}

/** The morals that have Spanish storylines so far; a new file joins here. */
const FILES: Record<Moral, unknown> = {
  kindness,
  courage,
  'self-discipline': selfDiscipline,
  perseverance,
  humility,
  tolerance,
  patience,
  resilience,
  forgiveness,
  integrity,
  honesty,
  respect,
  responsibility,
  empathy,
  compassion,
  fairness,
  gratitude,
  cooperation,
  generosity,
};

/** Every moral's Spanish storylines, in the order of the English file (empty: none yet). */
export const STORYLINES_ES: Readonly<Record<Moral, readonly MoralPlot[]>> = Object.fromEntries(
  MORAL_VALUES.map((value) => {
    const data = FILES[value];
    const plots = data === undefined ? [] : loadStorylinesEs(value, `es/storylines/${value}.json`, data);
    const order = STORYLINES[value].map((p) => p.storyline);
    return [value, [...plots].sort((a, b) => order.indexOf(a.storyline) - order.indexOf(b.storyline))];
  }),
) as Record<Moral, MoralPlot[]>;
