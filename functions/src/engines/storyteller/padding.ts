import { z } from 'zod';
import data from './content/padding.json' with { type: 'json' };
import { BEAT_NAMES } from './arc.js';
import type { StoryContext } from './context.js';
import { byAge, loadLanguages, sentence } from './contentSchema.js';
import { type Item, opt } from './fit.js';
import { sayEach } from './placeholders.js';

const LAST = 9;

const PADDING = loadLanguages(
  'padding.json',
  z
    .object({
      about: z.string().optional(),
      beats: z.record(z.enum(BEAT_NAMES), byAge(z.array(sentence()))),
    })
    .strict(),
  data,
);

/**
 * Last-resort fillers per beat (lowest priority, content/padding.json): used only when a
 * storyline's own sentences and the beat's fillers leave a paragraph short of the age group's
 * length. Each has many wordings.
 */
export function padding(c: StoryContext, beat: number): Item[] {
  // Every beat's padding is written though only this beat's is used, as it always was: the
  // choices they draw are part of the seed's sequence, so writing fewer would change every book.
  const written = BEAT_NAMES.map((name) => sayEach(c, PADDING(c).beats[name][c.young ? 'young' : 'older']));
  return (written[beat] ?? []).flatMap((t, i) => opt(t, LAST + i * 0.1));
}
