import type { Relationship } from '../../contract/story.js';
import type { ComposedStory, StoryCharacter, StoryRequest } from './request.js';
import { formatStoryText } from '../../contract/storyText.js';
import { BEATS } from './beats/index.js';
import {
  PEER_NAMES,
  familyPerson,
  genericFamily,
  inventedPeer,
  makePerson,
  petKind,
  pronounKind,
} from './characters.js';
import type { Person, StoryContext } from './context.js';
import { describedCast } from './describedCast.js';
import { agreeLegendWithPair, agreeWithPair, pairHero, voicePair } from './duo.js';
import { LENGTHS, fitParagraph } from './fit.js';
import { favoriteFrom, hairFrom, hairOfLook, speciesOf } from './interests.js';
import type { StoryLanguage } from './language.js';
import { writeLegends } from './legends.js';
import { agreeLegends } from './agreeLegends.js';
import { padding } from './padding.js';
import { type Moral, type MoralPlot, inferMoral, pickStoryline } from './morals.js';
import { hashString } from '../../shared/hash.js';
import { Rng } from './prng.js';
import { type Activity, detectSetting, pickOpenSetting } from './settings.js';
import { cleanInline, cleanName, quotableDetail } from './text.js';
import { writeTitle } from './title.js';

const ADULTS: Relationship[] = ['grandmother', 'grandfather', 'mother', 'father', 'teacher'];
const CHILDREN: Relationship[] = ['brother', 'sister', 'friend'];

interface Cast {
  hero: Person;
  /** Everyone from the photos except the main character, in form order. */
  others: Person[];
  /** characterNames: main first, then the others. */
  names: string[];
}

function buildCast(
  request: StoryRequest,
  young: boolean,
  description: string,
  language: StoryLanguage | undefined,
): Cast {
  const mains = request.characters.flatMap((ch, i) => (ch.relationship === 'main' ? [i] : []));
  const mainIndex = mains[0] ?? 0;
  const main: StoryCharacter | undefined = request.characters[mainIndex];
  const heroName = cleanName(request.mainCharacterName || main?.name || '', 'Little One');
  // A second 'main' is a second hero (twins, siblings, best friends): both lead the story.
  const secondIndex = mains[1] ?? -1;
  const secondName = cleanName(request.characters[secondIndex]?.name ?? '', '');
  const pair = secondName && secondName.toLowerCase() !== heroName.toLowerCase();
  const hero = pair
    ? pairHero(heroName, secondName)
    : makePerson(
        {
          name: heroName,
          call: heroName,
          intro: heroName,
          legend: heroName,
          relationship: 'main',
          isPet: false,
          isAdult: false,
        },
        pronounKind(request.gender),
      );
  const heroes = pair ? [heroName, secondName] : [heroName];
  // A description in another language names the pet in it ('su perro'): the legends say 'dog' too.
  const petWord = language ? language.petKind(description) : petKind(description);
  // Avatar Stories have no family photos: the people and animals the description names join.
  const described =
    request.storyType === 'Enhanced'
      ? describedCast(description, heroName).filter(
          (d) => !request.characters.some((ch) => ch.name.toLowerCase() === d.name.toLowerCase()),
        )
      : [];
  const others = [
    ...request.characters.filter((_, i) => i !== mainIndex && !(pair && i === secondIndex)),
    ...described,
  ]
    .map((ch) => ({ ...ch, name: cleanName(ch.name, '') }))
    .filter((ch) => ch.name.length > 0 && !heroes.includes(ch.name))
    // A saved pet's own species ('dog') when the description names no animal.
    .map((ch) =>
      familyPerson(
        ch,
        hero,
        young,
        (petWord === 'pet' && speciesOf((ch as Partial<StoryCharacter>).look)) || petWord,
      ),
    );
  return {
    hero,
    others,
    names: [...heroes, ...others.map((p) => p.name)].map((n, i) => `${n}:${i + 1}`),
  };
}

/**
 * Which of `n` choices book `seed` of this child takes: consecutive seeds (a parent's next books)
 * walk through all of them, like the storylines and places, so a storyline that comes back
 * comes back with another helper and another friend.
 */
function rotation(seed: number, key: string, n: number): number {
  return (seed + hashString(key)) % n;
}

const GENERIC_HELPERS = ['mother', 'father', 'grandmother', 'grandfather'] as const;

function chooseHelper(
  c: { cast: Cast; rng: Rng; settingId: string; young: boolean; avatar: boolean; seed: number },
  setting: StoryContext['setting'],
): { helper: Person; late: boolean } {
  const { cast, rng } = c;
  const teacher = cast.others.find((p) => p.relationship === 'teacher');
  if (teacher && c.settingId === 'school') return { helper: teacher, late: false };
  const adults = cast.others.filter(
    (p) => ADULTS.includes(p.relationship as Relationship) || (p.relationship === 'other' && p.isAdult),
  );
  if (adults.length > 0) return { helper: rng.pick(adults), late: false };
  const native = rng.pick(setting.natives);
  const local = makePerson(
    {
      name: '',
      call: native.call,
      intro: native.intro,
      legend: native.legend,
      relationship: 'native',
      isPet: false,
      isAdult: true,
    },
    native.kind,
  );
  // Photo Stories never invent a parent the family did not add; Avatar Stories may: one of four
  // family helpers or the place's own, in turn.
  const turn = rotation(c.seed, `${cast.hero.name.toLowerCase()}|helper`, GENERIC_HELPERS.length + 1);
  const which = GENERIC_HELPERS[turn];
  if (c.avatar && which) return { helper: genericFamily(which, cast.hero, c.young), late: false };
  return { helper: local, late: true };
}

function choosePeer(cast: Cast, helper: Person, rng: Rng, stranger: boolean, seed: number): Person {
  const kids = stranger
    ? []
    : cast.others.filter(
        (p) =>
          p !== helper &&
          (CHILDREN.includes(p.relationship as Relationship) || (p.relationship === 'other' && !p.isAdult)),
      );
  if (kids.length > 0) return rng.pick(kids);
  const taken = new Set(
    [cast.hero.name, ...(cast.hero.pair ?? []), ...cast.others.map((p) => p.name)].map((n) =>
      n.toLowerCase(),
    ),
  );
  const free = PEER_NAMES.filter((p) => !taken.has(p.name.toLowerCase()));
  const names = free.length > 0 ? free : PEER_NAMES;
  return inventedPeer(names[rotation(seed, `${cast.hero.name.toLowerCase()}|peer`, names.length)]!);
}

/** Which of a setting's three lights suits the opening's time of day. */
function lightFor(time: string): number {
  if (/evening|night|sunset|sun went down|starry|twinkly|launch/.test(time)) return 2;
  if (/afternoon|after lunch/.test(time)) return 1;
  if (/morning|sunrise|early|dawn/.test(time)) return 0;
  return 1;
}

/**
 * The hero's hair words (Avatar Stories): from a built look when the hero has one, else from
 * the appearance value; none for a pair of heroes, who rarely share a hair colour.
 */
function heroHair(request: StoryRequest, hero: Person): string | undefined {
  if (request.storyType !== 'Enhanced' || hero.pair) return undefined;
  const look = request.characters.find((ch) => ch.relationship === 'main')?.look;
  return look ? hairOfLook(look) : hairFrom(request.appearanceValue);
}

/**
 * The skeleton of a book: its cast, place, storyline, telling and items, drawn from the seed.
 * For a book in another `language` it draws among the places and storylines that have text in
 * it, and reads the description's words in it too; the context is written in English either way
 * (see writeStory for how such a book is written from it).
 */
export function buildContext(
  request: StoryRequest,
  language?: StoryLanguage,
): {
  context: StoryContext;
  moral: Moral;
  plot: MoralPlot;
  names: string[];
} {
  const young = request.readerAgeGroup !== '5-7years';
  const description = cleanInline(request.description ?? '').slice(0, 400);
  const seed = (Number.isFinite(request.seed) ? Math.trunc(request.seed) : 0) >>> 0;
  const rng = new Rng(
    (seed ^
      hashString(
        `${request.mainCharacterName}|${description}|${request.moralValue}|${request.readerAgeGroup}`,
      )) >>>
      0,
  );
  const cast = buildCast(request, young, description, language);

  const found = description ? detectSetting(description, language?.matchers) : undefined;
  const setting = found?.setting ?? pickOpenSetting(seed, cast.hero.name, language?.openSettings);
  const detail =
    description && !found
      ? quotableDetail(description, young ? 12 : 30, 200, cast.hero.call) || undefined
      : undefined;
  const moral: Moral =
    request.moralValue || inferMoral(description, setting, description ? undefined : seed, language);

  // The story stays in the place the parent named: a storyline of other places (a steep climb,
  // on the beach) gives its turn to the next one that belongs there (pickStoryline). A place of
  // the engine's own choosing keeps the walk through storylines and places as it is.
  const { plot, telling } = pickStoryline(moral, seed, cast.hero.name, language, found && setting.id);
  const { helper, late } = chooseHelper(
    { cast, rng, settingId: setting.id, young, avatar: request.storyType === 'Enhanced', seed },
    setting,
  );
  const peer = choosePeer(cast, helper, rng, plot.strangerPeer === true, seed);
  const companions = cast.others.filter((p) => p !== helper && !(plot.usesPeer && p === peer));
  const time = rng.pick(setting.times);
  const props = rng.shuffle(setting.props);
  const activities = rng.shuffle(setting.activities);
  const context: StoryContext = {
    lang: 'en',
    young,
    moral,
    hero: cast.hero,
    helper,
    helperArrivesLate: late,
    peer,
    companions,
    pet: companions.find((p) => p.isPet),
    setting,
    quest: rng.pick(setting.quests),
    prop: props[0] as string,
    prop2: props[1] ?? (props[0] as string),
    activity: activities[0] as Activity,
    activity2: activities[1] ?? (activities[0] as Activity),
    time,
    lightStart: lightFor(time),
    detail,
    idea: description,
    favorite: language ? language.favorite(description) : favoriteFrom(description),
    hair: heroHair(request, cast.hero),
    // A few of the place's twelve sights, so two books set in the same place rarely repeat one.
    sightPool: rng.shuffle(setting.sights).slice(0, young ? 3 : 7),
    telling,
    rng,
  };
  return { context, moral, plot, names: cast.names };
}

/**
 * Writes the whole story for a request; pure and deterministic (same request and seed -> same
 * story). Without a `language` the book is English; a book in another language (Spanish) is the
 * English book of the same skeleton with its title and paragraphs written from the language's
 * content (content/es/): its picture descriptions are that English book's, since the
 * illustrator reads English. The registry (languages.ts) picks the language of a request.
 */
export function writeStory(request: StoryRequest, language?: StoryLanguage): ComposedStory {
  if (!language) return writeEnglish(request);
  const { context, plot, names } = buildContext(request, language);
  const c: StoryContext = {
    ...language.context(context, request, cleanInline(request.description ?? '').slice(0, 400)),
    wording: language,
  };
  const own = language.storylines[plot.value].find((p) => p.storyline === plot.storyline) as MoralPlot;
  const length = LENGTHS[c.young ? 'young' : 'old'];
  const polish = (text: string) => language.polish(text, c.hero);
  const title = polish(writeTitle(c, own));
  const used = new Set<string>();
  const paragraphs = BEATS.map((beat, i) =>
    // Polished before fitting too, so a sentence repeated with another capital is still a repeat.
    polish(
      fitParagraph(
        [...beat(c, own), ...padding(c, i)].map((item) => ({ ...item, text: polish(item.text) })),
        length,
        c.rng,
        used,
      ),
    ),
  );
  // The pictures are the English book's, each agreed with its page in the language.
  const english = writeEnglish(request, language, (legends, drawn) =>
    agreeLegends(legends, paragraphs, c, drawn),
  );
  return {
    title,
    paragraphs,
    legends: english.legends,
    characterNames: names,
    text: formatStoryText(title, paragraphs),
  };
}

/**
 * The English book of another language's skeleton (its places and storylines): the English half
 * of a bilingual book, page for page the same story as that language's (writeStory).
 */
export function writeEnglishOf(request: StoryRequest, skeleton: StoryLanguage): ComposedStory {
  return writeEnglish(request, skeleton);
}

function writeEnglish(
  request: StoryRequest,
  skeleton?: StoryLanguage,
  agree?: (legends: string[], c: StoryContext) => string[],
): ComposedStory {
  const { context: c, plot, names } = buildContext(request, skeleton);
  const length = LENGTHS[c.young ? 'young' : 'old'];
  const title = agreeWithPair(writeTitle(c, plot), c.hero);
  const used = new Set<string>();
  const theyIsPair = [c.helper, c.peer, ...c.companions].every((p) => p.he !== 'they');
  const turn = { next: 0 };
  const paragraphs = BEATS.map((beat, i) =>
    voicePair(
      agreeWithPair(fitParagraph([...beat(c, plot), ...padding(c, i)], length, c.rng, used), c.hero),
      c.hero,
      theyIsPair,
      turn,
    ),
  );
  // Each picture says what its page tells (agreeLegends): its own page, or another language's book's.
  const written = writeLegends(c, plot);
  const agreed = agree ? agree(written, c) : agreeLegends(written, paragraphs, c, c);
  const legends = agreed.map((legend) => agreeLegendWithPair(agreeWithPair(legend, c.hero), c.hero));
  return { title, paragraphs, legends, characterNames: names, text: formatStoryText(title, paragraphs) };
}
