import { namedInLegend, type SceneProblem } from './check.js';
import { OUTDOOR_PROPS, type ComposedScene } from './compose.js';
import type { SceneRequest } from './request.js';
import type { PropKind, Setting } from './scene.js';
import {
  TIME_SHOWN,
  lowMoodOf,
  namesCharacter,
  presentIn,
  timesTold,
  touchesTold,
  weatherTold,
} from '../told.js';

/**
 * Does the picture agree with its page? Read from the composed scene against the page's words,
 * with a vocabulary of its own (not the planner's keyword scores, which it checks): the place
 * drawn is one the legend names (or, when the legend names none, one the page's text does not
 * contradict); every prop drawn is one the legend asks for; and no one is drawn whom the legend
 * does not name. Pure. The gallery's samples and the offline engine's sample books are tested
 * with it, so a page that says "an empty new home" never shows an airport.
 */

/** Words that put a page in each place drawn. */
const PLACE_WORDS: Record<Setting, RegExp> = {
  meadow: /\b(?:meadow|field|hill|hillside|countryside|picnic|grass)\b/i,
  beach: /\b(?:beach|seaside|shore|sand|sandy|sandcastle|seashells?)\b/i,
  forest: /\b(?:forest|woods|woodland|jungle|campsite|camping|tent|campfire|trees|lake)\b/i,
  school: /\b(?:school|classroom|kindergarten|preschool|class|teacher)\b/i,
  space: /\b(?:space|rocket|spaceship|planet|astronaut|galaxy)\b/i,
  farm: /\b(?:farm|barn|tractor|farmyard)\b/i,
  snow: /\b(?:snow|snowy|winter|sled|snowman|icy|ice skating)\b/i,
  city: /\b(?:city|town|street|downtown|market|shop|store|bakery|bus|sidewalk|pavement|square)\b/i,
  park: /\b(?:park|playground|swings?|slide|sandbox)\b/i,
  ocean: /\b(?:ocean|sea|boat|ship|sailing|sailboat|canoe|island)\b/i,
  party: /\b(?:party|birthday|celebration)\b/i,
  bathroom: /\b(?:bathroom|bath|bathtub|potty|toilet|toothbrush|teeth)\b/i,
  bedroom: /\b(?:bedroom|bed|bedtime|pyjamas|pajamas|asleep)\b/i,
  garden: /\b(?:garden|backyard|yard|vegetable patch|flowers)\b/i,
  kitchen: /\b(?:kitchen|cooking|baking|dining room|dinner|breakfast|lunch|table)\b/i,
  airport: /\b(?:airport|plane|airplane|aeroplane|flight|flying)\b/i,
  home: /\b(?:home|house|living room|lounge|rug|sofa|couch|windowsill)\b/i,
};

/** Words that ask for each prop. */
const PROP_WORDS: Record<PropKind, RegExp> = {
  cake: /\b(?:cakes?|cupcakes?|candles)\b/i,
  balloons: /\bballoons?\b/i,
  book: /\b(?:books?|storybooks?|read|reads|reading|library)\b/i,
  kite: /\bkites?\b/i,
  ball: /\b(?:balls?|football|soccer)\b/i,
  boat: /\b(?:boats?|sailboats?|ships?|canoes?)\b/i,
  tree: /\b(?:trees?|oaks?)\b/i,
  flowers: /\b(?:flowers?|daisy|daisies|tulips?|roses?|bouquets?|blossoms?)\b/i,
  sandcastle: /\b(?:sandcastles?|sand castles?)\b/i,
  snowman: /\b(?:snowman|snowmen)\b/i,
  rocket: /\b(?:rockets?|spaceships?)\b/i,
  toys: /\b(?:toys?|teddy|blocks|dolls?|rubber ducks?)\b/i,
  potty: /\b(?:potty|toilet)\b/i,
  lamp: /\b(?:lamps?|night-?lights?|night light|lanterns?|flashlights?|torch)\b/i,
  suitcase: /\b(?:suitcases?|luggage|packing|packed)\b/i,
  gift: /\b(?:gifts?|presents|wrapped)\b/i,
  bucket: /\b(?:buckets?|spades?|shovels?|pails?)\b/i,
  butterfly: /\b(?:butterfly|butterflies)\b/i,
  bird: /\b(?:birds?|(?<!rubber )ducks?)\b/i,
  apple: /\b(?:apples?|fruit)\b/i,
};

const FAMILY = new Set(['main', 'mother', 'father', 'grandmother', 'grandfather', 'brother', 'sister']);

/**
 * Places the engine has no picture for (it draws its open meadow or a near place instead): a
 * legend that names one has said where it is, so the text is not searched for another place.
 */
const UNDRAWN_PLACES =
  /\b(?:zoo|museum|aquarium|library|hospital|doctor's|dentist|swimming pool|pool|circus|fair|funfair|station|train|mountain|cave|river|pond|island)\b/i;

/** The places drawn that a text names ('a snowy day' -> snow). */
export function placesIn(text: string): Setting[] {
  return (Object.keys(PLACE_WORDS) as Setting[]).filter((s) => PLACE_WORDS[s].test(text));
}

/**
 * The picture's problems against what the page's text tells (timesTold and the tables above):
 * the time of day, the weather, who touches whom, the hero's mood and posture, and every
 * character of the book the text names.
 */
export function checkTold(
  request: Pick<SceneRequest, 'characters'>,
  composed: ComposedScene,
  text: string,
): SceneProblem[] {
  const problems: SceneProblem[] = [];
  const told = timesTold(text);
  const shown = composed.scene.timeOfDay;
  if (told.length > 0 && !told.some((t) => TIME_SHOWN[t].includes(shown)))
    problems.push({ rule: 'agreement', detail: `shows the ${shown}; the text tells of ${told.join(', ')}` });
  for (const weather of weatherTold(text))
    if (
      weather === 'snow'
        ? composed.scene.setting !== 'snow' && !composed.scene.indoor
        : !composed.scene.indoor && composed.weather !== 'rain'
    )
      problems.push({
        rule: 'agreement',
        detail: `shows the ${composed.scene.setting} without the ${weather} the text tells of`,
      });
  const poses = composed.placed.filter((p) => p.traits.kind === 'human').map((p) => p.pose as string);
  const ofBook = (sentence: string) =>
    request.characters.some((c) => namesCharacter(sentence, c.name, c.relationship));
  for (const { touch, poses: showing } of touchesTold(text, ofBook))
    if (!poses.some((p) => showing.includes(p)))
      problems.push({
        rule: 'agreement',
        detail: `the text tells of ${touch}; no one is drawn ${touch === 'a hug' ? 'hugging' : touch}`,
      });
  const hero = composed.placed.find((p) => p.index === 0);
  if (hero && lowMoodOf(text, hero.traits.name)) {
    const expression = composed.plan.characters.find((c) => c.index === 0)?.expression ?? 'happy';
    if (expression === 'happy' || expression === 'proud' || hero.pose === 'wave' || hero.pose === 'cheer')
      problems.push({
        rule: 'agreement',
        detail: `draws ${hero.traits.name} ${expression} and ${hero.pose === 'wave' ? 'waving' : hero.pose === 'cheer' ? 'cheering' : hero.pose}; the text tells of a low mood`,
      });
  }
  const drawn = new Set(composed.placed.map((p) => p.index));
  request.characters.forEach((character, index) => {
    if (drawn.has(index) || character.relationship === 'main') return;
    if (presentIn(text, character.name, character.relationship))
      problems.push({ rule: 'agreement', detail: `the text names ${character.name}, who is not drawn` });
  });
  return problems;
}

/** The picture's problems against its legend and, when given, the page's text. */
export function checkAgreement(
  request: Pick<SceneRequest, 'legend' | 'characters'>,
  composed: ComposedScene,
  text?: string,
): SceneProblem[] {
  const problems: SceneProblem[] = [];
  const setting = composed.scene.setting;
  const named = placesIn(request.legend);
  if (named.length > 0 && !named.includes(setting))
    problems.push({
      rule: 'agreement',
      detail: `shows the ${setting}; the legend names ${named.join(', ')}`,
    });
  if (named.length === 0 && text !== undefined && !UNDRAWN_PLACES.test(request.legend)) {
    const told = placesIn(text);
    if (told.length > 0 && !told.includes(setting))
      problems.push({
        rule: 'agreement',
        detail: `shows the ${setting}; the page's text tells of ${told.join(', ')}`,
      });
    // A place guessed from a hint ('at night') that nothing on the page names: the open meadow
    // is the engine's plain default; any other place must be said somewhere.
    else if (told.length === 0 && setting !== 'meadow')
      problems.push({
        rule: 'agreement',
        detail: `shows the ${setting}, which neither the legend nor the text names`,
      });
  }
  for (const prop of composed.props) {
    if (!PROP_WORDS[prop].test(request.legend))
      problems.push({ rule: 'agreement', detail: `draws a ${prop} the legend does not ask for` });
    if (composed.scene.indoor && OUTDOOR_PROPS.has(prop))
      problems.push({ rule: 'agreement', detail: `draws a ${prop} inside the ${setting}` });
  }
  if (text !== undefined) problems.push(...checkTold(request, composed, text));
  const who = namedInLegend(request);
  const all = [...request.characters, ...composed.plan.extras];
  for (const figure of composed.placed) {
    const character = all[figure.index];
    const namedHere =
      who.names.some((n) => n.toLowerCase() === figure.traits.name.toLowerCase()) ||
      (character !== undefined && who.relationships.includes(character.relationship)) ||
      (character !== undefined && who.family && FAMILY.has(character.relationship));
    if (!namedHere && figure.index !== 0)
      problems.push({
        rule: 'agreement',
        detail: `draws ${figure.traits.name}, whom the legend does not name`,
      });
  }
  return problems;
}
