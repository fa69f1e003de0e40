import { z } from 'zod';
import compassion from './content/storylines/compassion.json' with { type: 'json' };
import cooperation from './content/storylines/cooperation.json' with { type: 'json' };
import courage from './content/storylines/courage.json' with { type: 'json' };
import empathy from './content/storylines/empathy.json' with { type: 'json' };
import fairness from './content/storylines/fairness.json' with { type: 'json' };
import forgiveness from './content/storylines/forgiveness.json' with { type: 'json' };
import generosity from './content/storylines/generosity.json' with { type: 'json' };
import gratitude from './content/storylines/gratitude.json' with { type: 'json' };
import honesty from './content/storylines/honesty.json' with { type: 'json' };
import humility from './content/storylines/humility.json' with { type: 'json' };
import integrity from './content/storylines/integrity.json' with { type: 'json' };
import kindness from './content/storylines/kindness.json' with { type: 'json' };
import patience from './content/storylines/patience.json' with { type: 'json' };
import perseverance from './content/storylines/perseverance.json' with { type: 'json' };
import resilience from './content/storylines/resilience.json' with { type: 'json' };
import respect from './content/storylines/respect.json' with { type: 'json' };
import responsibility from './content/storylines/responsibility.json' with { type: 'json' };
import selfDiscipline from './content/storylines/self-discipline.json' with { type: 'json' };
import tolerance from './content/storylines/tolerance.json' with { type: 'json' };
import { byAge, loadContent, sentence } from './contentSchema.js';
import { TELLINGS, type Moral, type MoralPlot, type PlotBeat, told } from './moral.js';
import { type Locals, say, sayEach, sayOne } from './placeholders.js';
import type { StoryContext } from './context.js';
import type { Template } from './template.js';

/**
 * The storylines of every moral value, read from content/storylines/<moral>.json: a little plot
 * per storyline whose beats come in tellings (see `told`), each for 2-4 and for 5-7 year olds.
 */

/**
 * One beat: its tellings per age group, one to four (see `told`: a fifth would be read only by
 * some visits). `choose` names words drawn once for the beat (the skill a child learns) that its
 * sentences use as placeholders.
 */
export function toldBeat<T extends z.ZodType>(telling: (locals: string[]) => T) {
  return z
    .object({
      choose: z.record(z.string(), z.array(sentence()).min(1)).optional(),
      young: z.unknown(),
      older: z.unknown(),
    })
    .strict()
    .transform((beat, ctx) => {
      const locals = Object.keys(beat.choose ?? {});
      const ages = byAge(z.array(telling(locals)).min(1).max(TELLINGS)).safeParse({
        young: beat.young,
        older: beat.older,
      });
      if (!ages.success) {
        for (const issue of ages.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
        return z.NEVER;
      }
      return { choose: beat.choose ?? {}, ...(ages.data as { young: z.output<T>[]; older: z.output<T>[] }) };
    });
}

export const lines = toldBeat((locals) => z.array(sentence(locals)).min(1));
export const phrase = toldBeat((locals) => sentence(locals));

/** The words of a storyline, which every language writes: its beats and its titles. */
export const STORYLINE_WORDS = {
  problem: lines,
  problemFillers: lines.optional(),
  wrongTurn: lines,
  feeling: lines,
  advice: phrase,
  rightChoice: lines,
  resolution: lines,
  lesson: lines,
  titles: z.array(sentence()).min(1),
};

const storylineSchema = z
  .object({
    id: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/, 'a storyline id is lower-case words joined by -'),
    suddenStart: z.boolean().optional(),
    usesPeer: z.boolean(),
    strangerPeer: z.boolean().optional(),
    places: z
      .array(z.string().regex(/^[a-zA-Z]+$/))
      .min(1)
      .optional(),
    ...STORYLINE_WORDS,
    legends: z.object({ problem: sentence(), wrongTurn: sentence(), rightChoice: sentence() }).strict(),
  })
  .strict();

const fileSchema = z
  .object({ moral: z.string(), about: z.string().optional(), storylines: z.array(storylineSchema).min(3) })
  .strict();

type Told<T> = { choose: Record<string, Template[]>; young: T[]; older: T[] };

/** Words the beat draws once, before its telling is written. */
function drawn(c: StoryContext, choose: Record<string, Template[]>): Locals {
  return Object.fromEntries(Object.entries(choose).map(([name, options]) => [name, sayOne(c, options)]));
}

export function linesOf(beat: PlotBeat, data: Told<Template[]>) {
  return (c: StoryContext): string[] => {
    const locals = drawn(c, data.choose);
    return sayEach(c, told(c, beat, c.young ? data.young : data.older), locals);
  };
}

export function phraseOf(beat: PlotBeat, data: Told<Template>) {
  return (c: StoryContext): string => {
    const locals = drawn(c, data.choose);
    return say(c, told(c, beat, c.young ? data.young : data.older), locals);
  };
}

type StorylineWords = z.output<z.ZodObject<typeof STORYLINE_WORDS>>;

/**
 * A storyline's beats and titles as the story writes them. A storyline without fillers of its
 * own has `problemFillers` undefined, so another language's storyline never keeps the English
 * one's: the general fillers are used.
 */
export function wordsOf(
  s: StorylineWords,
): Pick<
  MoralPlot,
  | 'problem'
  | 'problemFillers'
  | 'wrongTurn'
  | 'feeling'
  | 'advice'
  | 'rightChoice'
  | 'resolution'
  | 'lesson'
  | 'titles'
> {
  return {
    problem: linesOf('problem', s.problem),
    problemFillers: s.problemFillers && linesOf('problemFillers', s.problemFillers),
    wrongTurn: linesOf('wrongTurn', s.wrongTurn),
    feeling: linesOf('feeling', s.feeling),
    advice: phraseOf('advice', s.advice),
    rightChoice: linesOf('rightChoice', s.rightChoice),
    resolution: linesOf('resolution', s.resolution),
    lesson: linesOf('lesson', s.lesson),
    titles: (c) => sayEach(c, s.titles),
  };
}

function plotOf(value: Moral, s: z.output<typeof storylineSchema>): MoralPlot {
  return {
    value,
    storyline: s.id,
    ...(s.suddenStart !== undefined && { suddenStart: s.suddenStart }),
    usesPeer: s.usesPeer,
    ...(s.strangerPeer !== undefined && { strangerPeer: s.strangerPeer }),
    ...(s.places !== undefined && { places: s.places }),
    ...wordsOf(s),
    legends: {
      problem: (c) => say(c, s.legends.problem),
      wrongTurn: (c) => say(c, s.legends.wrongTurn),
      rightChoice: (c) => say(c, s.legends.rightChoice),
    },
  };
}

/** Loads and checks one moral's file; throws naming the file and the mistakes. */
export function loadStorylines(value: Moral, file: string, data: unknown): MoralPlot[] {
  const parsed = loadContent(file, fileSchema, data);
  if (parsed.moral !== value)
    throw new Error(`content/${file}: moral is "${parsed.moral}", expected "${value}"`);
  return parsed.storylines.map((s) => plotOf(value, s));
}

const FILES: Record<Moral, unknown> = {
  courage,
  honesty,
  respect,
  responsibility,
  empathy,
  compassion,
  fairness,
  gratitude,
  cooperation,
  generosity,
  'self-discipline': selfDiscipline,
  perseverance,
  humility,
  tolerance,
  patience,
  kindness,
  resilience,
  forgiveness,
  integrity,
};

/** Every moral's storylines, in the order of its file. */
export const STORYLINES: Readonly<Record<Moral, readonly MoralPlot[]>> = Object.fromEntries(
  Object.entries(FILES).map(([value, data]) => [
    value,
    loadStorylines(value as Moral, `storylines/${value}.json`, data),
  ]),
) as Record<Moral, MoralPlot[]>;
