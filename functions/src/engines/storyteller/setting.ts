import type { MoralValue } from '../../contract/story.js';

/** An activity the children do at a place, in the three forms templates need. */
export interface Activity {
  /** 'build sandcastles' */
  base: string;
  /** 'builds sandcastles' (legends, one subject) */
  s: string;
  /** 'building sandcastles' */
  ing: string;
}

/** What the main character wishes for at this place, and how it can go wrong or right. */
export interface Quest {
  /** After 'to': 'build the tallest sandcastle on the whole beach'. */
  goal: string;
  /** The thing the wish is about: 'the sandcastle'. */
  thing: string;
  /** A full sentence: the wish comes true. */
  success: string;
  /** Past-tense clause: 'a big wave rushed up and washed the sandcastle away'. */
  setback: string;
  /** Legend action after the names (plural form): 'build a tall sandcastle'. */
  legend: string;
  /** Title words: 'the Tallest Sandcastle'. */
  title: string;
}

export interface NativeHelper {
  /** 'Pip' or 'the lifeguard' */
  call: string;
  /** 'a friendly seagull named Pip' */
  intro: string;
  /** 'Pip the seagull' */
  legend: string;
  kind: 'she' | 'he';
}

export interface Setting {
  id: string;
  /** Lower-case words or phrases found in a description (plural 's' also matches). */
  keywords: string[];
  /** A situation (potty, bedtime, birthday, moving) rather than an outing somewhere. */
  situation: boolean;
  /** 'at the beach' (also in titles: "Mia's Big Day at the Beach") */
  at: string;
  /** 'one bright summer morning' */
  times: string[];
  /** Past-tense verb phrases after the name: 'skipped down to the beach'. */
  arrivals: string[];
  /** Short sensory sentences with no names or pronouns of the characters. */
  sights: string[];
  /** Nouns without article: 'red bucket'. */
  props: string[];
  activities: Activity[];
  quests: Quest[];
  fear: {
    /** 'the big splashy waves' */
    thing: string;
    /** After 'to': 'go right down to the big splashy waves'. */
    approach: string;
    /** Sentence after the brave step: 'The water tickled ... It was not so scary after all.' */
    outcome: string;
  };
  critter: {
    /** 'a little crab' */
    who: string;
    /** 'was stuck on its back in the sand' */
    trouble: string;
    /** After 'to': 'turn it gently over' */
    help: string;
    /** Sentence: what the creature did when helped. */
    after: string;
  };
  /** A plural noun phrase: 'jam sandwiches'. */
  treat: string;
  /** Something someone lost, with article: 'a shiny silver bracelet'. */
  found: string;
  natives: NativeHelper[];
  /** 'on a sunny sandy beach with gentle waves' */
  legendPlace: string;
  /** 'soft morning light' */
  lights: string[];
  /** Closing image sentences. */
  endings: string[];
  /** Themes that fit this place when no moral was chosen. */
  morals: MoralValue[];
}
