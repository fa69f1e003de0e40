import { MORAL_VALUES } from '../../contract/story.js';
import { TELLINGS, type Moral, type MoralPlot } from './moral.js';
import { STORYLINES } from './storylines.js';
import type { StoryLanguage } from './language.js';
import { hashString } from '../../shared/hash.js';
import type { Setting } from './setting.js';

export type { Moral, MoralPlot } from './moral.js';

export { STORYLINES };

for (const value of MORAL_VALUES) {
  if ((STORYLINES[value]?.length ?? 0) < 3) throw new Error(`moral ${value} has fewer than three storylines`);
}

/**
 * The storyline of a book: by its seed, offset by the child's name so that one child's books
 * with consecutive seeds walk through all of a moral's storylines. Each time the walk comes back
 * to a storyline, the book reads another telling of it (`told`).
 */
export function pickStoryline(
  moral: Moral,
  seed: number,
  heroName: string,
  language?: StoryLanguage,
  place?: string,
): { plot: MoralPlot; telling: number } {
  // A book in another language walks through the storylines that have text in it (the English
  // plot is returned: the skeleton is English, compose.ts writes it with the language's one of
  // the same id).
  const theirs = new Set(language?.storylines[moral].map((p) => p.storyline));
  const lines = language ? STORYLINES[moral].filter((p) => theirs.has(p.storyline)) : STORYLINES[moral];
  if (lines.length === 0) throw new Error(`no ${language?.lang} storyline for ${moral} yet`);
  const turn = seed + hashString(`${heroName.toLowerCase()}|${moral}`);
  // The story stays where the parent put it: a storyline of other places (a climb up a steep
  // path, at the beach) gives its turn to the next one that belongs there.
  const fits = (p: MoralPlot) => !place || !p.places || p.places.includes(place);
  const step = lines.findIndex((_, k) => fits(lines[(turn + k) % lines.length] as MoralPlot));
  return {
    plot: lines[(turn + Math.max(step, 0)) % lines.length] as MoralPlot,
    telling: Math.floor(turn / lines.length) % (2 * TELLINGS),
  };
}

/** Words in a description that point to a theme, strongest first. */
const THEME_WORDS: [RegExp, Moral][] = [
  [/\b(potty|toilet|nappy|nappies|diapers?)\b/i, 'patience'],
  [
    /\b(dark|bedtime|night ?mares?|monsters?|scared|afraid|fears?|nervous|shy|first day|doctor|dentist)\b/i,
    'courage',
  ],
  [
    /\b(new country|moving|moved|new home|new house|new city|new language|immigra\w*|refugees?)\b/i,
    'resilience',
  ],
  [/\b(shar(e|es|ed|ing)|mine|selfish|give away|giving)\b/i, 'generosity'],
  [/\b(lie|lies|lying|fib|truth|honest|sneak\w*)\b/i, 'honesty'],
  [/\b(sorry|fight|fought|argue\w*|angry|mad at)\b/i, 'forgiveness'],
  [/\b(thank\w*|grateful|spoiled|presents?)\b/i, 'gratitude'],
  [/\b(together|team\w*|help each other)\b/i, 'cooperation'],
  [/\b(tidy|clean up|chores?|look after|feed the|homework)\b/i, 'responsibility'],
  [/\b(wait\w*|impatient)\b/i, 'patience'],
  [/\b(learn\w* to|practi[cs]e|try again|give up|ride a bike|swim\w*|read\w*)\b/i, 'perseverance'],
  [/\b(different|disab\w*|wheelchair|other cultures?|language)\b/i, 'tolerance'],
  [/\b(win|winning|race|cheat\w*|turns?|rules?)\b/i, 'fairness'],
  [/\b(sad|cry\w*|feelings?|lonely)\b/i, 'empathy'],
  [/\b(new baby|baby (brother|sister)|sibling|bully\w*|left out|kind\w*)\b/i, 'kindness'],
  [/\b(show(ing)? off|brag\w*|the best)\b/i, 'humility'],
  [/\b(animals?|hurt|injured|sick|rescue\w*)\b/i, 'compassion'],
];

/**
 * A theme for a story with no moral chosen: from the description's own words, else one of the
 * setting's fitting themes (chosen by the description so the same words give the same theme;
 * by the seed when there is no description either).
 */
export function inferMoral(
  description: string,
  setting: Setting,
  seedWhenBlank?: number,
  language?: StoryLanguage,
): Moral {
  // A book in another language only takes a theme that has storylines in it.
  const written = (m: Moral) => !language || language.storylines[m].length > 0;
  for (const [re, moral] of THEME_WORDS) if (re.test(description) && written(moral)) return moral;
  const fitting = setting.morals.filter((m): m is Moral => m !== '' && written(m));
  const any = (MORAL_VALUES as readonly Moral[]).filter(written);
  const choices = fitting.length > 0 ? fitting : written('kindness') ? (['kindness'] as Moral[]) : any;
  const pick =
    description.trim() || seedWhenBlank === undefined
      ? hashString(description.toLowerCase())
      : seedWhenBlank >>> 0;
  return choices[pick % choices.length] as Moral;
}
