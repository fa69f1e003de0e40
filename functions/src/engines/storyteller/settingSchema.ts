import { z } from 'zod';
import { MORAL_VALUES } from '../../contract/story.js';
import { loadContent, plainText } from './contentSchema.js';
import type { Setting } from './setting.js';

/** What the hero is afraid of there, and the creature in trouble: the same fields in every language. */
/** What a quest says in every language (an English one also has its picture's words, `legend`). */
export const QUEST_WORDS = {
  goal: plainText,
  thing: plainText,
  success: plainText,
  setback: plainText,
  title: plainText,
};

export const fearSchema = z.object({ thing: plainText, approach: plainText, outcome: plainText }).strict();
export const critterSchema = z
  .object({ who: plainText, trouble: plainText, help: plainText, after: plainText })
  .strict();

/** A setting of content/settings/ (the fields are explained on Setting, in setting.ts). */
const settingSchema = z
  .object({
    id: z.string().regex(/^[a-z][A-Za-z]*$/, 'a setting id is one camelCase word'),
    keywords: z.array(z.string().regex(/^[a-z][a-z' -]*$/, 'keywords are lower-case words')).min(1),
    situation: z.boolean(),
    at: plainText,
    times: z.array(plainText).min(1),
    arrivals: z.array(plainText).min(1),
    sights: z.array(plainText).min(1),
    props: z.array(plainText).min(1),
    activities: z.array(z.object({ base: plainText, s: plainText, ing: plainText }).strict()).min(1),
    quests: z.array(z.object({ ...QUEST_WORDS, legend: plainText }).strict()).min(1),
    fear: fearSchema,
    critter: critterSchema,
    treat: plainText,
    found: plainText,
    natives: z
      .array(
        z
          .object({ call: plainText, intro: plainText, legend: plainText, kind: z.enum(['she', 'he']) })
          .strict(),
      )
      .min(1),
    legendPlace: plainText,
    lights: z.array(plainText).min(1),
    endings: z.array(plainText).min(1),
    morals: z.array(z.enum(MORAL_VALUES)),
  })
  .strict() satisfies z.ZodType<Setting>;

const fileSchema = z
  .object({ about: z.string().optional(), settings: z.array(settingSchema).min(1) })
  .strict();

/** Loads and checks one file of the settings catalogue; throws naming the file and the mistakes. */
export function loadSettings(file: string, data: unknown): Setting[] {
  return loadContent(file, fileSchema, data).settings;
}
