import type { ArtStyle } from '@contract/artStyle';
import type {
  AgeGroup,
  AppearanceValue,
  Gender,
  Language,
  MoralValue,
  Relationship,
  StoryType,
} from '@contract/story';
// Relative, not @contract: the Vite config loads this catalogue (the gallery's pages) before its aliases exist.
import { castList } from '../../../../functions/src/contract/castList';

/**
 * The sample books of the public gallery (spec part 1 §2-3: 16 in the data, ids 0-11 listed).
 * Written by us as real stories; their pictures are drawn at build time by the offline
 * illustrator from the legends (web/build/galleryImages.ts), so no image is committed.
 */
export interface GallerySample {
  id: number;
  title: string;
  storyType: StoryType;
  theme: string;
  /** May be empty (spec). */
  moralValue: MoralValue;
  /** May be empty (spec). */
  description: string;
  readerAgeGroup: AgeGroup;
  /**
   * The family's look. Photo samples have no family photos to draw from, so a look stands in
   * for them (the offline illustrator dresses the whole family in it).
   */
  appearanceValue: AppearanceValue;
  /** The cast as the illustrator draws it; the main character first. */
  characters: { name: string; relationship: Relationship; gender: Gender }[];
  /** The file under stories/ with the ten paragraphs and ten legends. */
  file: string;
  /** How its pictures are drawn (issue 28); classic when not given. */
  artStyle?: ArtStyle;
  /**
   * The language of its title, description and paragraphs (issue 28); English when not given.
   * Its legends are English whatever it is, as every book's picture descriptions are.
   */
  language?: Language;
  /**
   * A bilingual sample's second language (issue 45): its story file also exports
   * `secondParagraphs`, each page's text in it, shown beneath the first.
   */
  secondLanguage?: Language;
}

/** How many of the first samples the gallery lists (ids 0 to 11; spec part 1 §2). */
export const LISTED_SAMPLES = 12;
/**
 * The first of the samples in other art styles and languages (issue 28, ids 16 on): listed
 * after the spec's twelve, so a visitor sees every style and language a book can have.
 */
export const FIRST_STYLE_SAMPLE = 16;

export const SAMPLES: readonly GallerySample[] = [
  {
    id: 0,
    title: "Amara's Big Move",
    storyType: 'Essential',
    theme: 'Moving to a new country',
    moralValue: 'resilience',
    description:
      'Amara packs her favourite things, flies across the sea and finds that home is wherever her family is.',
    readerAgeGroup: '5-7years',
    appearanceValue: 'dark_black',
    characters: castList(['Amara', 'main', 'girl'], ['Mama', 'mother'], ['Kofi', 'brother']),
    file: 'amaras-big-move',
  },
  {
    id: 1,
    title: "Leo's Day in Town",
    storyType: 'Enhanced',
    theme: 'A day in town',
    moralValue: 'patience',
    description: 'A bus ride, a long queue at the bakery and a very good reason to wait.',
    readerAgeGroup: '2-4years',
    appearanceValue: 'fair_blond',
    characters: castList(['Leo', 'main', 'boy'], ['Dad', 'father']),
    file: 'leos-day-in-town',
  },
  {
    id: 2,
    title: "Maya's First Day of School",
    storyType: 'Essential',
    theme: 'First day of school',
    moralValue: 'courage',
    description: 'Maya is nervous about her new classroom until a shy boy named Theo needs a friend too.',
    readerAgeGroup: '5-7years',
    appearanceValue: 'medium_brown',
    characters: castList(['Maya', 'main', 'girl'], ['Mom', 'mother'], ['Ms. Rivera', 'teacher', 'woman']),
    file: 'mayas-first-day-of-school',
  },
  {
    id: 3,
    title: 'Finn and the Whispering Forest',
    storyType: 'Enhanced',
    theme: 'A magical forest',
    moralValue: 'compassion',
    description: 'In a forest where the trees whisper, Finn helps a lost baby owl find her way home.',
    readerAgeGroup: '5-7years',
    appearanceValue: 'warm_black',
    characters: castList(['Finn', 'main', 'boy']),
    file: 'finn-and-the-whispering-forest',
  },
  {
    id: 4,
    title: "Zoe's Big-Kid Potty",
    storyType: 'Essential',
    theme: 'Potty training',
    moralValue: 'patience',
    description: 'Zoe tries, waits, has an accident, tries again, and earns a shiny gold star.',
    readerAgeGroup: '2-4years',
    appearanceValue: 'fair_blond',
    characters: castList(['Zoe', 'main', 'girl'], ['Mommy', 'mother']),
    file: 'zoes-big-kid-potty',
  },
  {
    id: 5,
    title: 'Sam Shares the Red Truck',
    storyType: 'Enhanced',
    theme: 'Sharing',
    moralValue: 'generosity',
    description: 'Sam loves his red truck very much. Can he let his friend Ava have a turn?',
    readerAgeGroup: '2-4years',
    appearanceValue: 'medium_brown',
    characters: castList(['Sam', 'main', 'boy']),
    file: 'sam-shares-the-red-truck',
  },
  {
    id: 6,
    title: 'Priya and the Storm Inside',
    storyType: 'Essential',
    theme: 'Big emotions',
    moralValue: 'resilience',
    description:
      'When her kite breaks, Priya feels a storm of cross feelings, and Nani shows her how to let it pass.',
    readerAgeGroup: '5-7years',
    appearanceValue: 'warm_black',
    characters: castList(['Priya', 'main', 'girl'], ['Nani', 'grandmother']),
    file: 'priya-and-the-storm-inside',
  },
  {
    id: 7,
    title: 'Noah and the Night-Light',
    storyType: 'Enhanced',
    theme: 'Fear of the dark',
    moralValue: 'courage',
    description:
      'Noah and Grandpa go on a torchlight hunt for the shadow monster, and find something much friendlier.',
    readerAgeGroup: '2-4years',
    appearanceValue: 'dark_black',
    characters: castList(['Noah', 'main', 'boy'], ['Grandpa', 'grandfather']),
    file: 'noah-and-the-night-light',
  },
  {
    id: 8,
    title: 'Ruby Uses Her Words',
    storyType: 'Essential',
    theme: 'Biting and using words',
    moralValue: 'respect',
    description:
      'When Ruby feels cross, her teeth want to bite. Daddy helps her find her strong words instead.',
    readerAgeGroup: '2-4years',
    appearanceValue: 'medium_brown',
    characters: castList(['Ruby', 'main', 'girl'], ['Daddy', 'father'], ['Jack', 'brother']),
    file: 'ruby-uses-her-words',
  },
  {
    id: 9,
    title: "Omar's Camping Job",
    storyType: 'Enhanced',
    theme: 'Responsibility on a trip',
    moralValue: 'responsibility',
    description: 'On a camping trip, Omar is in charge of the lantern. What happens when he forgets it?',
    readerAgeGroup: '5-7years',
    appearanceValue: 'medium_brown',
    characters: castList(['Omar', 'main', 'boy'], ['Dad', 'father']),
    file: 'omars-camping-job',
  },
  {
    id: 10,
    title: "Lily's Kindness Rainbow",
    storyType: 'Essential',
    theme: 'Kindness',
    moralValue: 'kindness',
    description: 'Lily and Grandma paint a rainbow of kind deeds, one colour for every kind thing she does.',
    readerAgeGroup: '5-7years',
    appearanceValue: 'fair_blond',
    characters: castList(['Lily', 'main', 'girl'], ['Grandma', 'grandmother']),
    file: 'lilys-kindness-rainbow',
  },
  {
    id: 11,
    title: 'Ben Becomes a Big Brother',
    storyType: 'Essential',
    theme: 'A new baby in the family',
    moralValue: 'kindness',
    description:
      'Baby Rosie cries, sleeps and takes up a lot of Mommy. Ben finds out what big brothers are for.',
    readerAgeGroup: '2-4years',
    appearanceValue: 'dark_black',
    characters: castList(['Ben', 'main', 'boy'], ['Mommy', 'mother'], ['Rosie', 'sister']),
    file: 'ben-becomes-a-big-brother',
  },
  {
    id: 12,
    title: "Ella's Sleepy Stars",
    storyType: 'Enhanced',
    theme: 'Bedtime',
    moralValue: '',
    description:
      'Bath, pyjamas, a story and one last look at the stars: Ella says goodnight to her whole world.',
    readerAgeGroup: '2-4years',
    appearanceValue: 'fair_blond',
    characters: castList(['Ella', 'main', 'girl'], ['Mom', 'mother']),
    file: 'ellas-sleepy-stars',
  },
  {
    id: 13,
    title: 'Kai and the Lost Bracelet',
    storyType: 'Enhanced',
    theme: 'Telling the truth',
    moralValue: 'honesty',
    description:
      "Kai finds a shiny bracelet on the beach. Finders keepers? Not when someone's heart is missing it.",
    readerAgeGroup: '5-7years',
    appearanceValue: 'warm_black',
    characters: castList(['Kai', 'main', 'boy'], ['Grandma', 'grandmother']),
    file: 'kai-and-the-lost-bracelet',
  },
  {
    id: 14,
    title: "Aisha's Sunflower",
    storyType: 'Essential',
    theme: 'Growing and waiting',
    moralValue: 'perseverance',
    description:
      'Aisha plants a seed that takes its time, and learns that growing things need care every day.',
    readerAgeGroup: '5-7years',
    appearanceValue: 'warm_black',
    characters: castList(['Aisha', 'main', 'girl'], ['Grandpa', 'grandfather']),
    file: 'aishas-sunflower',
  },
  {
    id: 15,
    title: "Mateo's Birthday Thank-You",
    storyType: 'Enhanced',
    theme: 'Birthdays',
    moralValue: 'gratitude',
    description: "It's Mateo's birthday, and the best present turns out to be the one he gives back.",
    readerAgeGroup: '2-4years',
    appearanceValue: 'medium_brown',
    characters: castList(['Mateo', 'main', 'boy'], ['Mom', 'mother']),
    file: 'mateos-birthday-thank-you',
  },
  {
    id: 16,
    title: 'Iris Flies a Kite',
    storyType: 'Enhanced',
    theme: 'Trying again',
    moralValue: 'perseverance',
    description: 'A windy day at the beach, a brand-new kite and a grandpa who knows how to read the wind.',
    readerAgeGroup: '2-4years',
    appearanceValue: 'fair_blond',
    characters: castList(['Iris', 'main', 'girl'], ['Grandpa', 'grandfather']),
    file: 'iris-flies-a-kite',
    artStyle: 'watercolor',
  },
  {
    id: 17,
    title: "Tariq's Snowman Team",
    storyType: 'Essential',
    theme: 'Working together',
    moralValue: 'cooperation',
    description:
      'Tariq wants to build the biggest snowman in the world, all by himself. Then his snowball gets stuck.',
    readerAgeGroup: '5-7years',
    appearanceValue: 'warm_black',
    characters: castList(['Tariq', 'main', 'boy'], ['Layla', 'sister']),
    file: 'tariqs-snowman-team',
    artStyle: 'crayon',
  },
  {
    id: 18,
    title: "Nora's Moonflowers",
    storyType: 'Enhanced',
    theme: 'Waiting for something wonderful',
    moralValue: 'patience',
    description: 'Moonflowers only open at night, so Nora and Mum wait in the garden for the moon to rise.',
    readerAgeGroup: '2-4years',
    appearanceValue: 'medium_brown',
    characters: castList(['Nora', 'main', 'girl'], ['Mum', 'mother']),
    file: 'noras-moonflowers',
    artStyle: 'collage',
  },
  {
    id: 19,
    title: 'Le château de sable de Chloé',
    storyType: 'Enhanced',
    theme: 'A day at the beach',
    moralValue: 'perseverance',
    description:
      'Une grosse vague emporte le château de sable de Chloé. Et si on recommençait, un peu plus loin ?',
    readerAgeGroup: '2-4years',
    appearanceValue: 'medium_brown',
    characters: castList(['Chloé', 'main', 'girl'], ['Maman', 'mother']),
    file: 'chloe-et-son-chateau-de-sable',
    artStyle: 'watercolor',
    language: 'fr',
  },
  {
    id: 20,
    title: 'La tarta sorpresa de Lucía',
    storyType: 'Enhanced',
    theme: 'A birthday surprise',
    moralValue: 'generosity',
    description: 'Es el cumpleaños de Mamá, y Lucía y Abuela preparan una tarta en secreto.',
    readerAgeGroup: '2-4years',
    appearanceValue: 'warm_black',
    characters: castList(['Lucía', 'main', 'girl'], ['Abuela', 'grandmother'], ['Mamá', 'mother']),
    file: 'la-tarta-sorpresa-de-lucia',
    secondLanguage: 'en',
    artStyle: 'crayon',
    language: 'es',
  },
];
