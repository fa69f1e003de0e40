import type { SceneCharacter } from './request.js';

/** What a legend asks for, read from its keywords. Pure; no drawing here. */

export const SETTINGS = [
  'meadow',
  'beach',
  'forest',
  'school',
  'space',
  'farm',
  'snow',
  'city',
  'park',
  'ocean',
  'party',
  'bathroom',
  'bedroom',
  'garden',
  'kitchen',
  'airport',
  'home',
] as const;
export type Setting = (typeof SETTINGS)[number];

export const TIMES_OF_DAY = ['morning', 'afternoon', 'sunset', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const PROP_KINDS = [
  'cake',
  'balloons',
  'book',
  'kite',
  'ball',
  'boat',
  'tree',
  'flowers',
  'sandcastle',
  'snowman',
  'rocket',
  'toys',
  'potty',
  'lamp',
  'suitcase',
  'gift',
  'bucket',
  'butterfly',
  'bird',
  'apple',
] as const;
export type PropKind = (typeof PROP_KINDS)[number];

export const INDOOR_SETTINGS: ReadonlySet<Setting> = new Set([
  'school',
  'party',
  'bathroom',
  'bedroom',
  'kitchen',
  'airport',
  'home',
]);

export interface SceneSpec {
  setting: Setting;
  indoor: boolean;
  timeOfDay: TimeOfDay;
  /** Props the legend mentions, in order of first mention, without repeats. */
  props: PropKind[];
  /** Indexes into request.characters of the characters on this page; 0 (the main character) first. */
  cast: number[];
  /** Species per pet index, when the legend names one ('dog' or 'cat'). */
  petSpecies?: 'dog' | 'cat';
}

interface Keyword {
  /** A regular-expression fragment (words, optional plural handled by the caller). */
  words: string[];
  /** Strong keywords name a place; weak ones only hint at it. */
  weak?: boolean;
}

const SETTING_KEYWORDS: Record<Exclude<Setting, 'meadow'>, Keyword[]> = {
  beach: [
    { words: ['beach', 'seaside', 'seashore', 'shore', 'sand', 'sandy', 'seashell'] },
    { words: ['sandcastle', 'sand castle', 'shell', 'waves'], weak: true },
  ],
  forest: [
    // A campsite is drawn among the trees, by day and at night (never in a bedroom).
    {
      words: ['forest', 'woods', 'woodland', 'jungle', 'campsite', 'camping', 'tent', 'campfire', 'lake'],
    },
    { words: ['trees'], weak: true },
  ],
  school: [
    { words: ['school', 'classroom', 'kindergarten', 'preschool', 'class'] },
    { words: ['teacher', 'lesson', 'classmate', 'desk'], weak: true },
  ],
  space: [
    {
      words: ['space', 'outer space', 'rocket', 'spaceship', 'planet', 'astronaut', 'galaxy', 'moon landing'],
    },
    { words: ['stars', 'star', 'moon'], weak: true },
  ],
  farm: [
    { words: ['farm', 'barn', 'tractor', 'farmyard'] },
    { words: ['cow', 'chicken', 'sheep', 'pig', 'horse', 'hen'], weak: true },
  ],
  snow: [
    { words: ['snow', 'snowy', 'winter', 'sled', 'sledding', 'snowflake', 'ice skating'] },
    { words: ['snowman', 'snowmen', 'cold', 'ice'], weak: true },
  ],
  city: [
    { words: ['city', 'town', 'street', 'downtown', 'market', 'shop', 'store', 'sidewalk'] },
    { words: ['bus', 'car', 'cars'], weak: true },
  ],
  park: [{ words: ['park', 'playground', 'swing', 'swings', 'slide', 'sandbox'] }],
  ocean: [
    { words: ['ocean', 'sea', 'boat', 'ship', 'sailing', 'sailboat', 'canoe', 'voyage'] },
    { words: ['island', 'fish', 'whale', 'dolphin'], weak: true },
  ],
  party: [
    { words: ['birthday', 'party', 'celebration', 'celebrate'] },
    { words: ['cake', 'balloon', 'presents'], weak: true },
  ],
  bathroom: [
    {
      words: [
        'bathroom',
        'potty',
        'toilet',
        'bathtub',
        'bath',
        'toothbrush',
        'brush (?:his|her|their) teeth',
      ],
    },
    { words: ['wash', 'soap', 'bubbles'], weak: true },
  ],
  bedroom: [
    { words: ['bedroom', 'bedtime', 'bed', 'pajamas', 'pyjamas', 'asleep', 'nap', 'lullaby'] },
    { words: ['night', 'dark', 'sleep', 'sleepy', 'dream', 'dreams', 'blanket'], weak: true },
  ],
  garden: [
    { words: ['garden', 'backyard', 'back yard', 'yard', 'vegetable patch'] },
    { words: ['flowers', 'watering can', 'vegetables', 'plant'], weak: true },
  ],
  kitchen: [
    { words: ['kitchen', 'cooking', 'baking', 'dining room'] },
    { words: ['cook', 'bake', 'breakfast', 'dinner', 'lunch', 'cookies', 'table'], weak: true },
  ],
  // Any other room of a house: a living room, or the empty rooms of a new home.
  home: [
    { words: ['living room', 'lounge', 'new home', 'new house', 'at home'] },
    { words: ['home', 'house', 'rug', 'sofa', 'couch', 'windowsill'], weak: true },
  ],
  airport: [
    {
      words: [
        'airport',
        'plane',
        'airplane',
        'aeroplane',
        'flight',
        'new country',
        'abroad',
        'another country',
      ],
    },
    { words: ['suitcase', 'luggage', 'travel', 'trip', 'move', 'moving'], weak: true },
  ],
};

const MEADOW_WORDS = ['meadow', 'field', 'hill', 'picnic', 'countryside'];

const TIME_KEYWORDS: Record<TimeOfDay, Keyword[]> = {
  morning: [
    { words: ['morning', 'sunrise', 'dawn', 'woke up', 'wakes up', 'wake up'] },
    { words: ['breakfast'], weak: true },
  ],
  afternoon: [
    { words: ['afternoon', 'noon', 'midday', 'sunny day'] },
    { words: ['lunch', 'sunny'], weak: true },
  ],
  sunset: [
    { words: ['sunset', 'evening', 'dusk', 'twilight', 'sundown'] },
    { words: ['dinner', 'supper'], weak: true },
  ],
  night: [
    { words: ['night', 'nighttime', 'midnight', 'bedtime', 'starry'] },
    { words: ['moon', 'stars', 'dark', 'asleep', 'sleep', 'dream', 'pajamas', 'pyjamas'], weak: true },
  ],
};

const PROP_KEYWORDS: Record<PropKind, string[]> = {
  cake: ['cake', 'cupcake', 'candles', 'birthday cake'],
  balloons: ['balloon'],
  book: ['book', 'storybook', 'reading', 'reads', 'read', 'library'],
  kite: ['kite'],
  ball: ['ball', 'football', 'soccer', 'beach ball'],
  boat: ['boat', 'sailboat', 'ship', 'canoe'],
  tree: ['tree', 'oak'],
  flowers: ['flower', 'daisy', 'daisies', 'tulip', 'rose', 'bouquet', 'blossom'],
  sandcastle: ['sandcastle', 'sand castle'],
  snowman: ['snowman', 'snowmen'],
  rocket: ['rocket', 'spaceship'],
  toys: ['toy', 'teddy', 'teddy bear', 'blocks', 'doll', 'rubber duck'],
  potty: ['potty', 'toilet'],
  lamp: ['lamp', 'nightlight', 'night light', 'lantern', 'flashlight', 'torch'],
  suitcase: ['suitcase', 'luggage', 'packing', 'packed'],
  gift: ['gift', 'presents', 'present box', 'wrapped'],
  bucket: ['bucket', 'spade', 'shovel', 'pail'],
  butterfly: ['butterfly', 'butterflies'],
  // Not a rubber duck (detectProps): that is a toy, it does not fly across the sky.
  bird: ['bird', 'birds', 'duck', 'ducks'],
  apple: ['apple', 'fruit'],
};

const RELATIONSHIP_WORDS: Partial<Record<SceneCharacter['relationship'], string[]>> = {
  mother: ['mother', 'mom', 'mommy', 'mum', 'mummy', 'mama', 'mamma'],
  father: ['father', 'dad', 'daddy', 'papa', 'pa'],
  grandmother: ['grandmother', 'grandma', 'granny', 'nana', 'gran', 'grandmom'],
  grandfather: ['grandfather', 'grandpa', 'granddad', 'grandad', 'grampa', 'gramps'],
  brother: ['brother', 'big brother', 'little brother'],
  sister: ['sister', 'big sister', 'little sister'],
  friend: ['friend', 'friends', 'best friend'],
  teacher: ['teacher'],
  pet: ['pet', 'dog', 'puppy', 'doggy', 'cat', 'kitten', 'kitty'],
};

const FAMILY_RELATIONSHIPS = new Set(['mother', 'father', 'grandmother', 'grandfather', 'brother', 'sister']);
const FAMILY_WORDS = ['family', 'parents', 'grandparents', 'everyone', 'everybody'];
const FAMILY_THINGS = /\bfamily (?:pet|dog|cat|car|photos?|home|house|garden|kitchen)\b/gi;

const LOCATION_CUE =
  /\b(?:in|at|on|to|into|inside|outside|through|across|near|by|under|around|from|toward|towards)\s+(?:the\s+|a\s+|an\s+|her\s+|his\s+|their\s+|my\s+|our\s+|its\s+)?$/i;
/** 'looks at the moon', 'waves at the sea': where someone looks is not where they are. */
const GAZE_CUE =
  /\b(?:look\w*|gaz\w*|star(?:e|es|ing)|point\w*|wav\w*|watch\w*|glanc\w*)\b[^,;.]*?\b(?:at|towards?)\s+(?:the\s+|a\s+|an\s+)?$/i;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function wordRegExp(words: readonly string[], raw = false): RegExp {
  const alternatives = words.map((w) => (raw ? w : escapeRegExp(w)).replace(/ /g, '\\s+'));
  return new RegExp(`\\b(?:${alternatives.join('|')})(?:s|es)?\\b`, 'gi');
}

interface Hit {
  score: number;
  index: number;
}

/** The best-scoring occurrence of any keyword: strong 2, weak 1, +2 after a place preposition. */
function scoreKeywords(text: string, keywords: readonly Keyword[], cues = true): Hit | undefined {
  let best: Hit | undefined;
  let count = 0;
  for (const keyword of keywords) {
    for (const match of text.matchAll(wordRegExp(keyword.words, true))) {
      count++;
      const before = text.slice(Math.max(0, match.index - 24), match.index);
      const placed =
        cues &&
        LOCATION_CUE.test(before) &&
        !GAZE_CUE.test(text.slice(Math.max(0, match.index - 60), match.index));
      const score = (keyword.weak ? 1 : 2) + (placed ? 2 : 0);
      if (!best || score > best.score || (score === best.score && match.index < best.index))
        best = { score, index: match.index };
    }
  }
  return best && { ...best, score: best.score + Math.min(count - 1, 3) * 0.25 };
}

function pickBest<K extends string>(text: string, table: Record<K, Keyword[]>, cues = true): K | undefined {
  let bestKey: K | undefined;
  let best: Hit | undefined;
  for (const key of Object.keys(table) as K[]) {
    const hit = scoreKeywords(text, table[key], cues);
    if (hit && (!best || hit.score > best.score || (hit.score === best.score && hit.index < best.index))) {
      best = hit;
      bestKey = key;
    }
  }
  return bestKey;
}

export function detectSetting(legend: string): Setting {
  const setting = pickBest(legend, SETTING_KEYWORDS);
  if (!setting) return 'meadow';
  // A meadow word at a place cue beats a merely weak hint (e.g. "a picnic on the hill with cake").
  const meadow = scoreKeywords(legend, [{ words: MEADOW_WORDS }]);
  const chosen = scoreKeywords(legend, SETTING_KEYWORDS[setting]);
  if (meadow && chosen && meadow.score > chosen.score) return 'meadow';
  return setting;
}

export function detectTimeOfDay(legend: string, setting: Setting): TimeOfDay {
  // A place word says where, not when: 'on a sunny beach, golden sunset light' is a sunset.
  const time = pickBest(legend, TIME_KEYWORDS, false);
  if (time) return time;
  if (setting === 'bedroom' || setting === 'space') return 'night';
  if (setting === 'school') return 'morning';
  return 'afternoon';
}

export function detectProps(legend: string): PropKind[] {
  const found: Array<{ kind: PropKind; index: number }> = [];
  const toys = /\brubber ducks?\b/gi;
  for (const kind of PROP_KINDS) {
    const text = kind === 'bird' ? legend.replace(toys, (m) => ' '.repeat(m.length)) : legend;
    const match = wordRegExp(PROP_KEYWORDS[kind]).exec(text);
    if (match) found.push({ kind, index: match.index });
  }
  // "sandcastle" also matches nothing else; "snowman" is not a "snow" prop; keep first-mention order.
  return found.sort((a, b) => a.index - b.index).map((f) => f.kind);
}

function mentions(legend: string, words: readonly string[]): boolean {
  return words.length > 0 && wordRegExp(words).test(legend);
}

/**
 * A name in the legend, as a whole word. Not `\b`: it sees no word edge after a final accented
 * letter ('Mamá', 'Renée'), so such a character was never drawn; letters of any Latin script
 * count as word letters instead.
 */
function namedIn(legend: string, forms: readonly string[]): boolean {
  const letter = '\\w\\u00C0-\\u024F';
  return forms.some((form) =>
    new RegExp(
      `(?<![${letter}])${escapeRegExp(form).replace(/ /g, '\\s+')}(?:s|es)?(?![${letter}])`,
      'i',
    ).test(legend),
  );
}

function nameForms(name: string): string[] {
  const trimmed = name.trim();
  if (!trimmed) return [];
  const first = trimmed.split(/\s+/)[0] ?? trimmed;
  return first.length >= 2 && first !== trimmed ? [trimmed, first] : [trimmed];
}

/**
 * The characters on this page: the main character always; another character when the legend
 * names them, calls them by relationship ("Mom", "the dog"), or speaks of the whole family.
 */
export function detectCast(legend: string, characters: readonly SceneCharacter[]): number[] {
  const cast: number[] = [];
  // 'the family pet' or 'the family car' is not the family itself.
  const family = mentions(legend.replace(FAMILY_THINGS, ''), FAMILY_WORDS);
  characters.forEach((character, index) => {
    if (index === 0) {
      cast.push(0);
      return;
    }
    const byName = namedIn(legend, nameForms(character.name));
    const byRelationship = mentions(legend, RELATIONSHIP_WORDS[character.relationship] ?? []);
    const byFamily = family && FAMILY_RELATIONSHIPS.has(character.relationship);
    if (byName || byRelationship || byFamily) cast.push(index);
  });
  return cast;
}

export function detectPetSpecies(legend: string): 'dog' | 'cat' | undefined {
  const cat = mentions(legend, ['cat', 'kitten', 'kitty']);
  const dog = mentions(legend, ['dog', 'puppy', 'doggy', 'pup']);
  if (cat && !dog) return 'cat';
  if (dog && !cat) return 'dog';
  return undefined;
}

export function parseScene(legend: string, characters: readonly SceneCharacter[]): SceneSpec {
  const setting = detectSetting(legend);
  const petSpecies = detectPetSpecies(legend);
  return {
    setting,
    indoor: INDOOR_SETTINGS.has(setting),
    timeOfDay: detectTimeOfDay(legend, setting),
    props: detectProps(legend),
    cast: detectCast(legend, characters),
    ...(petSpecies ? { petSpecies } : {}),
  };
}
