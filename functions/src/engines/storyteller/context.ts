import type { MoralValue, Relationship } from '../../contract/story.js';
import type { Lang } from './lang.js';
import type { Rng } from './prng.js';
import type { Activity, Quest, Setting } from './setting.js';

/** Everything the templates of one story draw on, fixed before any paragraph is written. */
export interface StoryContext {
  /** The language the paragraphs and title are written in. */
  lang: Lang;
  /**
   * The language the book is written in when it is not English (language.ts): its placeholders
   * and its text of the beats, titles and padding. A language may keep more words of its own in
   * a context of its own that extends this one (es/story.ts).
   */
  wording?: Wording;
  young: boolean;
  moral: Exclude<MoralValue, ''>;
  hero: Person;
  /** The grown-up (or older friend) who helps; family first, else a generic or local helper. */
  helper: Person;
  /** The local helper (an owl, a lifeguard) only meets the hero at the help beat. */
  helperArrivesLate: boolean;
  /** The other child of the moral scenes: a sibling or friend from the photos, else invented. */
  peer: Person;
  /** Everyone else from the photos (pets included), who comes along. */
  companions: Person[];
  pet: Person | undefined;
  setting: Setting;
  quest: Quest;
  /** Nouns without article. */
  prop: string;
  prop2: string;
  activity: Activity;
  /** A second activity, so the story does not repeat the first. */
  activity2: Activity;
  time: string;
  /** Index into setting.lights matching the time of day of the opening (0 morning, 1 day, 2 evening). */
  lightStart: number;
  /** The parent's own words when the description named no known setting (quoted once). */
  detail: string | undefined;
  /** The parent's description (a class's lesson idea) as typed, '' when none: the title may say it. */
  idea?: string;
  /** A favourite thing from the description (dinosaurs, trains). */
  favorite: string | undefined;
  /** Hair colour words for Avatar stories ('golden'), else undefined. */
  hair: string | undefined;
  /** Sensory sentences not used yet (each is used at most once). */
  sightPool: string[];
  /** How many times this child's walk has come back to the storyline (0 to 7); see `told`. */
  telling: number;
  rng: Rng;
}

/** What a placeholder becomes in one story. */
export type Getter = (c: StoryContext) => string;

/**
 * A language's placeholders (the glossary): English's is placeholders.ts; another language
 * brings its own (es/grammar.ts), which the content of that language is checked against.
 */
export interface Glossary {
  lang: Lang;
  /** What `{name}` becomes, or undefined when the name is not one of the glossary. */
  placeholder(name: string): Getter | undefined;
  /** Every placeholder of the glossary ('hero', 'hero.el', 'quest.goal' ...), verb forms aside. */
  placeholderNames(): string[];
}

/**
 * What the templates of a book read in a language other than English: its glossary and its own
 * copy of the content files every language has (beats/, titles.json, padding.json), as JSON,
 * by their path in content/ (contentSchema.ts's loadLanguages parses them).
 */
export interface Wording extends Glossary {
  files: Readonly<Record<string, unknown>>;
}

/** Everything a template needs to talk about one character without grammar slips. */
export interface Person {
  /** The exact name (Character Names Guide), '' for unnamed helpers such as 'Mom'. */
  name: string;
  /** How the story calls them: 'Mia', 'Grandma Rose', 'Mom', 'Pip'. */
  call: string;
  /** First mention, relative to the main character: 'her mom Anna', 'Grandma Rose'. */
  intro: string;
  /** How legends (image descriptions) name them: 'Grandma Rose', 'Mom Anna', 'Biscuit the dog'. */
  legend: string;
  relationship: Relationship | 'peer' | 'native' | 'family';
  isPet: boolean;
  isAdult: boolean;
  he: string;
  He: string;
  him: string;
  his: string;
  His: string;
  himself: string;
  /** 'was' or 'were' after the subject pronoun. */
  was: string;
  is: string;
  has: string;
  does: string;
  /** Verb agreeing with the subject pronoun: v('smiles', 'smile'). */
  v: (singular: string, plural: string) => string;
  /** Two heroes written as one plural hero ('Mia and Leo'): their two names (duo.ts). */
  pair?: readonly [string, string];
  /** Which family member a generic helper is ('Mom' without a name), for other languages' words. */
  kin?: 'mother' | 'father' | 'grandmother' | 'grandfather';
  /** A pet's kind in English ('dog'), or 'pet' when nobody said: the other languages' word is its. */
  species?: string;
  /** Spanish grammar (es/story.ts): set on the people of a Spanish book. */
  es?: { g: 'm' | 'f' | 'x'; plural: boolean };
}
