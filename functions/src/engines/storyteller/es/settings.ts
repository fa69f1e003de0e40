import { z } from 'zod';
import adventures from '../content/es/settings/adventures.json' with { type: 'json' };
import everyday from '../content/es/settings/everyday.json' with { type: 'json' };
import home from '../content/es/settings/home.json' with { type: 'json' };
import outdoors from '../content/es/settings/outdoors.json' with { type: 'json' };
import { loadContent, plainText } from '../contentSchema.js';
import { QUEST_WORDS, critterSchema, fearSchema } from '../settingSchema.js';
import { type Matcher, SETTINGS, type Setting, keywordPattern } from '../settings.js';

/**
 * The Spanish text of the settings catalogue (content/es/settings/). Each Spanish setting has the
 * `id` of an English one and lists of the same length, in the same order, so the book's skeleton
 * (chosen in English: the third prop, the second quest) reads the same items in Spanish.
 */

const gender = z.enum(['m', 'f']);

/** A noun the story may put an article before: 'cubo rojo' ('el cubo rojo', 'un cubo rojo'). */
const noun = z
  .object({
    /** Without article: 'cubo rojo'. */
    noun: plainText,
    /** The one word a title names it by: 'cubo'. */
    word: plainText,
    g: gender,
    /** A plural noun ('botas de agua'): los/las, unos/unas. */
    plural: z.boolean().optional(),
  })
  .strict();

export type NounEs = z.output<typeof noun>;

const settingSchema = z
  .object({
    id: z.string(),
    /** Words of a Spanish description that name the place (lower case, accents welcome). */
    keywords: z.array(z.string().regex(/^\p{Ll}[\p{Ll}' -]*$/u, 'keywords are lower-case words')).min(1),
    at: plainText,
    times: z.array(plainText).min(1),
    /** After the hero's name: `one` for one child, `many` for two heroes ('bajaron a la playa'). */
    arrivals: z.array(z.object({ one: plainText, many: plainText }).strict()).min(1),
    sights: z.array(plainText).min(1),
    props: z.array(noun).min(1),
    /** inf: after 'le encantaba', 'quería'; ger: after 'estaba'. */
    activities: z.array(z.object({ inf: plainText, ger: plainText }).strict()).min(1),
    quests: z.array(z.object(QUEST_WORDS).strict()).min(1),
    fear: fearSchema,
    critter: critterSchema,
    treat: plainText,
    found: plainText,
    natives: z.array(z.object({ call: plainText, intro: plainText, g: gender }).strict()).min(1),
    endings: z.array(plainText).min(1),
  })
  .strict();

export type SettingEs = z.output<typeof settingSchema>;

/** A Spanish book's words for the items its skeleton chose (same index as the English ones). */
export interface SpanishStory {
  setting: SettingEs;
  moral: string;
  prop: NounEs;
  prop2: NounEs;
  activity: SettingEs['activities'][number];
  activity2: SettingEs['activities'][number];
  quest: SettingEs['quests'][number];
}

/** The lists a Spanish setting has as many of as its English one. */
const ALIGNED = [
  'times',
  'arrivals',
  'sights',
  'props',
  'activities',
  'quests',
  'natives',
  'endings',
] as const satisfies readonly (keyof SettingEs & keyof Setting)[];

/** Loads one file of content/es/settings/ and checks each setting against its English one. */
export function loadSettingsEs(file: string, data: unknown): SettingEs[] {
  const settings = loadContent(
    file,
    z.object({ about: z.string().optional(), settings: z.array(settingSchema).min(1) }).strict(),
    data,
  ).settings;
  settings.forEach((es, i) => {
    const en = SETTINGS.find((s) => s.id === es.id);
    if (!en) throw new Error(`content/${file}: settings[${i}]: no English setting has the id "${es.id}"`);
    for (const list of ALIGNED)
      if (es[list].length !== en[list].length)
        throw new Error(
          `content/${file}: settings[${i}].${list}: ${es[list].length} items, the English "${es.id}" has ${en[list].length} (same number, same order)`,
        );
  });
  return settings;
}

/** Every Spanish setting by id. A Spanish book is set only where the place has Spanish text. */
export const SETTINGS_ES: ReadonlyMap<string, SettingEs> = new Map(
  [
    ...loadSettingsEs('es/settings/outdoors.json', outdoors),
    ...loadSettingsEs('es/settings/adventures.json', adventures),
    ...loadSettingsEs('es/settings/everyday.json', everyday),
    ...loadSettingsEs('es/settings/home.json', home),
  ].map((s) => [s.id, s]),
);

/** The English settings a Spanish book may use, in catalogue order. */
export const SETTINGS_WITH_SPANISH: readonly Setting[] = SETTINGS.filter((s) => SETTINGS_ES.has(s.id));

/**
 * What a Spanish book's description is matched with: the Spanish and the English keywords of
 * the places with Spanish text. Accented letters are letters here (\b sees only a-z).
 */
export const MATCHERS_ES: readonly Matcher[] = SETTINGS_WITH_SPANISH.map((setting) => ({
  setting,
  res: [
    ...(SETTINGS_ES.get(setting.id) as SettingEs).keywords.map(
      (k) =>
        new RegExp(
          `(?<![\\p{L}\\p{N}])${escape(k).replace(/\\?[ -]/g, '[ -]?')}(?:s|es)?(?![\\p{L}\\p{N}])`,
          'iu',
        ),
    ),
    ...setting.keywords.map(keywordPattern),
  ],
}));

/** The places a Spanish book with no place in its description may visit. */
export const OPEN_SETTINGS_ES: readonly Setting[] = SETTINGS_WITH_SPANISH.filter((s) => !s.situation);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
