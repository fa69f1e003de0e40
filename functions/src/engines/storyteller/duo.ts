import { makePerson } from './characters.js';
import type { Person } from './context.js';

/**
 * Two heroes (twins, siblings, best friends) are one plural hero to the templates: "Mia and
 * Leo", they/them/their. The sentences of content/ put a singular verb after the hero's name
 * ("{hero} was"), right for one child and for a singular they; `agreeWithPair` turns those into
 * the plural after the pair's names, so no template is written twice.
 */
export function pairHero(first: string, second: string): Person {
  const both = `${first} and ${second}`;
  return {
    ...makePerson(
      {
        name: both,
        call: both,
        intro: both,
        legend: both,
        relationship: 'main',
        isPet: false,
        isAdult: false,
      },
      'they',
    ),
    pair: [first, second],
  };
}

const IRREGULAR: Record<string, string> = {
  was: 'were',
  "wasn't": "weren't",
  is: 'are',
  "isn't": "aren't",
  has: 'have',
  "hasn't": "haven't",
  does: 'do',
  "doesn't": "don't",
  goes: 'go',
};

/** Words ending in s that follow a name without being its verb. */
const NOT_VERBS = new Set([
  'across',
  'afterwards',
  'always',
  'as',
  'besides',
  'downstairs',
  'indoors',
  'outdoors',
  'perhaps',
  'sometimes',
  'this',
  'thus',
  'towards',
  'upstairs',
  'us',
]);

/** 'spots' -> 'spot', 'watches' -> 'watch', 'carries' -> 'carry', 'was' -> 'were'. */
export function pluralVerb(word: string): string {
  if (Object.hasOwn(IRREGULAR, word)) return IRREGULAR[word] as string;
  if (NOT_VERBS.has(word) || !/[^s]s$/.test(word)) return word;
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The verb after the pair's names in the plural ("Mia and Leo was" -> "Mia and Leo were",
 * "Mia and Leo happily spots" -> "... spot"), and "Mia and Leo and Theo" as a list.
 */
export function agreeWithPair(text: string, hero: Person): string {
  if (!hero.pair) return text;
  const [first, second] = hero.pair;
  const both = escape(hero.call);
  return text
    .replace(
      new RegExp(`\\b(${both}|who)( [a-z]+ly)? ([a-z']+)\\b`, 'g'),
      (whole: string, who: string, adverb: string | undefined, verb: string, at: number) =>
        who === 'who' && !text.slice(0, at).trimEnd().endsWith(`${hero.call},`)
          ? whole
          : `${who}${adverb ?? ''} ${pluralVerb(verb)}`,
    )
    .replace(new RegExp(`\\b${both} and `, 'g'), `${first}, ${second} and `);
}

const SPEECH =
  'said|whispered|announced|shouted|cried|asked|laughed|grumbled|muttered|called|admitted|mumbled|promised|moaned|yelled|added|gasped|giggled|wondered|panted|puffed|complained|groaned|cheered|teased|bragged|crowed|boasted|sobbed|sighed|snapped|replied|answered|exclaimed|squealed|sang|declared|explained|insisted|begged|agreed';

/**
 * Speech of the pair, which the sentences write as one child's ("I'm going to..."), is given to
 * one of the two heroes in turn: '"I can't," they said' becomes '"I can't," Leo said'. `they`
 * is only taken for the pair when no one else of the story is a they.
 */
export function voicePair(text: string, hero: Person, theyIsPair: boolean, turn: { next: number }): string {
  if (!hero.pair) return text;
  const who = theyIsPair ? `${escape(hero.call)}|[Tt]hey` : escape(hero.call);
  const speaker = () => hero.pair![turn.next++ % 2] as string;
  return text
    .replace(
      new RegExp(`([,!?…]") (?:${who})( [a-z]+ly)? (${SPEECH})\\b`, 'g'),
      (_: string, close: string, adverb: string | undefined, verb: string) =>
        `${close} ${speaker()}${adverb ?? ''} ${verb}`,
    )
    .replace(
      new RegExp(`\\b(?:${who})( [a-z]+ly)? (${SPEECH})(,? ")`, 'g'),
      (_: string, adverb: string | undefined, verb: string, open: string) =>
        `${speaker()}${adverb ?? ''} ${verb}${open}`,
    );
}

/** In a picture description led by the pair, the clause's later verbs too ('... and says sorry'). */
export function agreeLegendWithPair(legend: string, hero: Person): string {
  if (!hero.pair || !legend.startsWith(`${hero.call} `)) return legend;
  const cut = legend.indexOf(',');
  const clause = cut < 0 ? legend : legend.slice(0, cut);
  return (
    clause.replace(/ and ([a-z]+s)\b/g, (_, verb: string) => ` and ${pluralVerb(verb)}`) +
    legend.slice(clause.length)
  );
}
