import type { MoralValue } from '../../contract/story.js';
import type { Person } from './characters.js';
import type { SpanishStory } from './es/story.js';
import type { Lang } from './lang.js';
import type { Rng } from './prng.js';
import type { Activity, Quest, Setting } from './setting.js';

/** Everything the templates of one story draw on, fixed before any paragraph is written. */
export interface StoryContext {
  /** The language the paragraphs and title are written in. */
  lang: Lang;
  /**
   * A Spanish book's own words for the skeleton (es/story.ts): setting, props, activities and
   * quest of the same index as the English ones. The people, setting, time and sights of this
   * context are then already in Spanish.
   */
  es?: SpanishStory;
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
