import { namesCharacter, timesTold, touchesTold } from '../told.js';
import type { Person, StoryContext } from './context.js';
import { listNames } from './text.js';

/**
 * The picture descriptions say what their pages tell (issue 47 item 6): a legend is written from
 * the storyline before the paragraph is, and a paragraph may then tell of a time of day, a hug
 * or someone of the family the legend does not show ('Rex looked up, puzzled'; 'A la hora de
 * dormir...'; 'El abuelo abrazó a Leo'). Each legend takes from its own paragraph, in the words
 * the illustrator reads (engines/told.ts): the time of day for its light, who touches whom, and
 * everyone of the book the paragraph names.
 */

const LIGHT: Record<'night' | 'sunset' | 'morning' | 'afternoon', string> = {
  afternoon: 'in warm afternoon light',
  night: 'under a starry night sky',
  sunset: 'at sunset in golden evening light',
  morning: 'in the fresh morning light',
};

/** The light a legend already gives, read with the same words. */
function shows(light: string): 'night' | 'sunset' | 'morning' | 'day' {
  if (/\b(?:night|starry|stars|moon\w*|starlight)\b/i.test(light)) return 'night';
  if (/\b(?:sunset|evening|dusk|candlelight|lamp|campfire)\b/i.test(light)) return 'sunset';
  if (/\b(?:morning|sunrise|dawn)\b/i.test(light)) return 'morning';
  return 'day';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The paragraph names this person: by name, or by what the story calls them ('Mamá', 'la abuela'). */
function named(paragraph: string, p: Person): boolean {
  const forms = [p.name.trim(), p.call.trim()].filter((f) => f.length >= 2);
  const said = forms.some((f) =>
    new RegExp(`(?<![\\p{L}])${escapeRegExp(f)}(?![\\p{L}])`, 'iu').test(paragraph),
  );
  return said || (p.name !== '' && namesCharacter(paragraph, p.name, p.relationship));
}

/** The legend shows this person already (by the Character Names Guide's name, or its first word). */
function inLegend(legend: string, p: Person): boolean {
  const forms = [p.legend, p.name.trim()].filter((f) => f.length >= 2);
  return forms.some((f) => new RegExp(`(?<![\\p{L}])${escapeRegExp(f)}(?![\\p{L}])`, 'iu').test(legend));
}

/** A helper of the place the illustrator draws by their title ('Mrs. Wren'). */
const DRAWN_TITLE = /^(?:Mr\.|Mrs\.|Ms\.|Miss|Farmer|Captain|Coach|Chef|Dr\.) [A-Z]/;

const TOUCH_IN_LEGEND =
  /\b(?:hug\w*|cuddl\w*|embrac\w*|carr(?:y|ies|ying)|hold\w* (?:\w+'s |her |his |their )?hands?)\b/i;

/**
 * The legends of a book agreed with its paragraphs. `told` is the context the paragraphs were
 * written from (a Spanish book's), `drawn` the English one the legends name people from: the same
 * people in the same places.
 */
export function agreeLegends(
  legends: readonly string[],
  paragraphs: readonly string[],
  told: StoryContext,
  drawn: StoryContext,
): string[] {
  const where = drawn.setting.legendPlace;
  const people = (c: StoryContext) => [c.helper, c.peer, ...c.companions];
  const pairs = people(told).map((p, i) => ({ told: p, drawn: people(drawn)[i] as Person }));
  return legends.map((legend, i) => {
    const paragraph = paragraphs[i] ?? '';
    const at = legend.lastIndexOf(`, ${where}`);
    if (at < 0) return legend;
    let head = legend.slice(0, at);
    let light = legend.slice(at + where.length + 2).replace(/^, /, '');
    // The time of day the page tells, unless the light already shows it (a sunset may be dark).
    const times = timesTold(paragraph);
    const shown = shows(light);
    const time = times[0];
    if (time && !times.some((t) => t === shown || (t === 'sunset' && shown === 'night'))) light = LIGHT[time];
    // Everyone of the book the page names is in its picture; a local helper only once met.
    const present = pairs.filter(
      ({ told: p, drawn: d }) =>
        p.relationship !== 'native' && p.name !== '' && named(paragraph, p) && !inLegend(legend, d),
    );
    const seen = new Set<Person>();
    const extra = present.map((p) => p.drawn).filter((p) => (seen.has(p) ? false : (seen.add(p), true)));
    // Who touches whom: the hero and the first other the page names (the helper first).
    const ofBook = (sentence: string) =>
      named(sentence, drawn.hero) ||
      named(sentence, told.hero) ||
      pairs.some(({ told: p }) => named(sentence, p));
    const touch = touchesTold(paragraph, ofBook)[0];
    if (touch && !TOUCH_IN_LEGEND.test(head)) {
      const other = pairs.find(
        ({ told: p, drawn: d }) =>
          (p.relationship !== 'native' || inLegend(legend, d) || DRAWN_TITLE.test(d.legend)) &&
          named(paragraph, p),
      )?.drawn;
      if (other) {
        const hero = drawn.hero.legend;
        const both = `${hero} and ${other.legend}`;
        head += `, ${
          touch.touch === 'a hug'
            ? `${both} hug`
            : touch.touch === 'carrying'
              ? `${other.legend} carries ${hero} in a big hug`
              : `${both} hold hands`
        }`;
        if (!inLegend(legend, other)) seen.add(other);
      }
    }
    const others = extra.filter((p) => !head.includes(p.legend));
    if (others.length > 0) head += `, ${listNames(others.map((p) => p.legend))} close by`;
    return `${head}, ${where}, ${light}`;
  });
}
