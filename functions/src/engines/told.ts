import type { TimeOfDay } from './illustrator/scene.js';

/**
 * What a page's text tells that its picture must show too, in English and Spanish (a Spanish
 * book's legends are English; its paragraphs are not): the time of day, the weather, who touches
 * whom and the hero's mood. The storyteller writes its legends to say what its pages tell
 * (storyteller/agreeLegends.ts) and the illustrator checks its pictures against the same words
 * (illustrator/agreement.ts), so the two never read a page differently. Pure.
 */

export const TIME_TOLD: [TimeOfDay, RegExp][] = [
  [
    'night',
    /\b(?:night|nighttime|tonight|bedtime|starry|first star|the stars came out|moonlight)\b|(?<![\p{L}])(?:noche|hora de dormir|primera estrella|luz de la luna)(?![\p{L}])/iu,
  ],
  [
    'sunset',
    /\b(?:sunset|evening|dusk|twilight|the sun (?:went down|sank|set|dipped|was setting))\b|(?<![\p{L}])(?:atardecer|anochecer|puesta de sol|el sol se (?:hundió|puso|escondió|ponía))(?![\p{L}])/iu,
  ],
  [
    'morning',
    /\b(?:this morning|one morning|in the morning|sunrise|dawn|woke up|wakes up|breakfast)\b|(?<![\p{L}])(?:amanecer|por la mañana|una mañana|se despertó|desayuno)(?![\p{L}])/iu,
  ],
];

/** The times a picture may show for each time told (a sunset page may already be dark). */
export const TIME_SHOWN: Record<TimeOfDay, TimeOfDay[]> = {
  night: ['night'],
  sunset: ['sunset', 'night'],
  morning: ['morning', 'afternoon'],
  afternoon: ['morning', 'afternoon', 'sunset'],
};

/** The times of day a text tells, in order of the table (each once). */
export function timesTold(text: string): TimeOfDay[] {
  // Not a phone call that evening or a memory: the scene drawn is the page's own.
  const told = sentencesOf(narration(text))
    .filter((s) => !ELSEWHERE.test(s))
    .join(' ');
  return TIME_TOLD.filter(([, words]) => words.test(told)).map(([time]) => time);
}

/** Weather the engine draws: snow (its snowy place) and rain (compose.ts); a storm inside is no weather. */
export const WEATHER_TOLD: [string, RegExp][] = [
  [
    'rain',
    /\b(?:rain|raining|rained|rainy|drizzl\w*|downpour|thunderstorm)\b|(?<![\p{L}])(?:lluvia|llovía|llueve|llovió|aguacero)(?![\p{L}])/iu,
  ],
  [
    'snow',
    /\b(?:snowing|snowed|snowflakes?|snowfall)\b|(?<![\p{L}])(?:nevaba|nevando|nevó|copos de nieve)(?![\p{L}])/iu,
  ],
];

/** Touches a text tells (acts, not wishes: 'carry me!' is no carrying), and the poses that show them. */
export const TOUCH_TOLD: [string, RegExp, readonly string[]][] = [
  [
    'a hug',
    /\b(?:hugs?|hugged|hugging|cuddled?|cuddles|embraced?)\b|(?<![\p{L}])(?:abraz\p{L}*)(?![\p{L}])/iu,
    ['hug'],
  ],
  [
    'carrying',
    /\b(?:(?:carried|carries|carrying|picked up) (?:her|him|them)(?![\p{L}'’]))|\bpicked (?:her|him|them) up\b|(?<![\p{L}])(?:(?:la|lo|los|las) (?:llevó|llevaba|cogió) en brazos)(?![\p{L}])/iu,
    ['hold', 'hug'],
  ],
  [
    'holding hands',
    /\b(?:(?:held|holding|holds|took|takes|squeezed|squeezes) (?:\p{Lu}\p{L}*'s |her |his |their |each other's )?hands?)\b|(?<![\p{L}])(?:de la mano|la mano de|(?:apretó|cogió|tomó|dio) la mano)(?![\p{L}])/iu,
    ['hold', 'reach', 'hug'],
  ],
];

/** The hero's mood and posture a text tells: low, without a turn for the better on the page. */
export const LOW_MOOD =
  /\b(?:sad|sadly|cried|crying|cries|tears|upset|lonely|unhappy|miserable|sobb\w*|sniffl\w*|glum|grumpy|cross|angry|frown\w*|tired|exhausted|scared|afraid|frightened|worried|nervous|wobbly legs|stomped)\b|(?<![\p{L}])(?:triste\p{L}*|llor\p{L}*|lágrimas?|enfadad\p{L}*|cansad\p{L}*|asustad\p{L}*|preocupad\p{L}*|piernas de gelatina|no puedo)(?![\p{L}])/iu;
export const GOOD_MOOD =
  /\b(?:smil\w*|grin\w*|laugh\w*|giggl\w*|happy|happily|glad|proud|cheer\w*|hooray|better|brave|excited|joy\w*|delight\w*|content|cozy|snug|warm inside|felt good|lighter|relieved|melted|brighter)\b|(?<![\p{L}])(?:content\p{L}*|aliviad\p{L}*|calentit\p{L}*|se sentía bien|se sintió bien|sonri\p{L}*|sonrisa|rió|reía|feliz|felices|alegr\p{L}*|orgullos\p{L}*|valiente|mejor|emocionad\p{L}*|vítores|aplausos)(?![\p{L}])/iu;

/** A storm inside is a feeling, not the weather ('like a storm inside', 'una tormenta por dentro'). */
const INSIDE =
  /\b(?:storm|thunder)\w* inside\b|\bafter the rain\b|(?<![\p{L}])(?:tormenta por dentro|después de la lluvia)(?![\p{L}])/giu;

/** The weather a text tells (WEATHER_TOLD), each once. */
export function weatherTold(text: string): string[] {
  const plain = text.replace(INSIDE, '');
  return WEATHER_TOLD.filter(([, words]) => words.test(plain)).map(([weather]) => weather);
}

/** The touches a text tells, with the poses that show each. */
export function touchesTold(
  text: string,
  names: (sentence: string) => boolean = () => true,
): { touch: string; poses: readonly string[] }[] {
  // Who touches whom: a sentence that names someone of the book ('What a big hug!' about a
  // stranger and his mother names no one the picture must show).
  const plain = sentencesOf(text.replace(SELF_HUG, '')).filter(names).join(' ');
  return TOUCH_TOLD.filter(([, words]) => words.test(plain)).map(([touch, , poses]) => ({ touch, poses }));
}

/** Sentences of a text, in either language. */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?…»”"])\s+/u);
}

/**
 * Whether the text tells of the hero low (sad, tired, scared: a sentence that names them says
 * so) with no turn for the better anywhere on the page.
 */
export function lowMoodOf(text: string, hero: string): boolean {
  if (GOOD_MOOD.test(text)) return false;
  const first = hero.trim().split(/\s+/)[0] ?? '';
  // The clause that names the hero says it ('Omar cried, and Ava went back to playing' is Omar's).
  const clauses = sentencesOf(text).flatMap((s) => s.split(/[,;:]|\s(?:and|but|while|y|pero|mientras)\s/u));
  return clauses.some((s) => LOW_MOOD.test(s) && (first.length < 2 || s.includes(first)));
}

/** What a page calls the grown-ups of the family besides their names ('Mommy', 'la abuela'). */
const CALLED: Record<string, RegExp> = {
  mother: /\b(?:mom|mommy|mum|mummy|mama)\b|(?<![\p{L}])mamá(?![\p{L}])/iu,
  father: /\b(?:dad|daddy|papa)\b|(?<![\p{L}])papá(?![\p{L}])/iu,
  grandmother: /\b(?:grandma|granny|nana)\b|(?<![\p{L}])abuela(?![\p{L}])/iu,
  grandfather: /\b(?:grandpa|grandad)\b|(?<![\p{L}])abuelo(?![\p{L}])/iu,
};

/** A self-hug ('he hugged his knees', 'se abrazó las rodillas') touches no one. */
const SELF_HUG =
  /\bhug\w* (?:his|her|their|the) (?:knees|legs|toy\w*|teddy|pillow|blanket)\b|(?<![\p{L}])(?:se abraz\p{L}* (?:las rodillas|las piernas)|abraz\p{L}* (?:la|su) (?:almohada|manta)|abraz\p{L}* (?:a )?su peluche)/giu;

/** Whether a text names someone of the cast: by their first name, or (a grown-up) by what they are called. */
export function namesCharacter(text: string, name: string, relationship: string): boolean {
  const first = name.trim().split(/\s+/)[0] ?? '';
  const escaped = first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (first.length >= 2 && new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'u').test(text)) return true;
  return CALLED[relationship]?.test(text) ?? false;
}

/** The narration of a text, without what the characters say ('"They open at night," said Mum'). */
export function narration(text: string): string {
  return text.replace(/"[^"]*"|“[^”]*”|«[^»]*»/gu, ' ');
}

/** Mentions of someone who is elsewhere: on the phone, imagined, or their birthday ('de Mamá'). */
const ELSEWHERE =
  /\b(?:phon\w*|imagin\w*|thought of|missed|remembered)\b|(?<![\p{L}])(?:teléfono|llamó|imagin\p{L}*|echaba de menos|cumpleaños|recordó)(?![\p{L}])/iu;

/** Whether the narration puts someone of the cast on the page (not a phone call, not a memory). */
export function presentIn(text: string, name: string, relationship: string): boolean {
  const said = sentencesOf(narration(text)).filter((s) => namesCharacter(s, name, relationship));
  return said.length > 0 && !said.some((s) => ELSEWHERE.test(s));
}
