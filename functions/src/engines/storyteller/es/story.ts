import { FAMILY_WORD, TITLE } from '../characters.js';
import type { Person, StoryContext } from '../context.js';
import type { StoryRequest } from '../request.js';
import { listNames } from '../text.js';
import { SETTINGS_ES, type SettingEs, type SpanishStory } from './settings.js';
import { FAMILY_ES, favoriteEs, hairEs, moralNameEs, petNounEs, petWordEs, type PetWordEs } from './words.js';

type Gender = 'm' | 'f' | 'x';

/** The same item in the Spanish list: the skeleton chose it by position in the English one. */
function same<T>(english: readonly unknown[], chosen: unknown, spanish: readonly T[]): T {
  const at = english.indexOf(chosen);
  if (at < 0) throw new Error('an item of the story is not in its setting');
  return spanish[at] as T;
}

/** A pet of no known sex is its word's gender ('perro'), or female when the family said 'perra'. */
function genderOf(p: Person, pet: PetWordEs): Gender {
  if (p.he === 'she') return 'f';
  if (p.he === 'he') return 'm';
  if (p.he !== 'it') return 'x';
  return pet.female ? 'f' : pet.g;
}

const byGender = (forms: readonly [string, string, string], g: Gender): string =>
  g === 'f' ? forms[1] : g === 'm' ? forms[0] : forms[2];

/**
 * One person of the English skeleton as the Spanish book calls them: 'su hermano Leo', 'Mamá',
 * 'la abuela Rose', 'una gaviota simpática llamada Pip'. Names stay exactly as the family typed.
 */
function spanishPerson(
  p: Person,
  c: { young: boolean; setting: SettingEs; english: StoryContext; description: string },
  pairGender: 'm' | 'f',
): Person {
  const pet = petWordEs(c.description, p.species);
  const g = genderOf(p, pet);
  const as = (call: string, intro: string, gender: Gender = g, plural = false): Person => ({
    ...p,
    call,
    intro,
    es: { g: gender, plural },
  });
  const { relations, kin, named } = FAMILY_ES;
  switch (p.relationship) {
    case 'main': {
      if (!p.pair) return as(p.call, p.intro);
      const both = listNames(p.pair, 'es');
      return as(both, both, pairGender, true);
    }
    case 'native': {
      const native = same(
        c.english.setting.natives.map((n) => n.call),
        p.call,
        c.setting.natives,
      );
      return as(native.call, native.intro, native.g);
    }
    case 'family': {
      const words = relations[p.kin ?? 'mother'];
      const call = c.young ? words.young : words.older;
      return as(call, call);
    }
    case 'peer':
      return as(p.name, `${g === 'f' ? named.f : named.m} ${p.name}`);
    case 'mother':
    case 'father':
    case 'grandmother':
    case 'grandfather': {
      const words = relations[p.relationship];
      // 'Grandma' or 'Grandma Rose' typed as the name: 'la abuela', 'la abuela Rose' in Spanish.
      const english = ENGLISH_KIN.exec(p.name.trim());
      if (english) {
        const own = english[1]?.trim();
        const call = own && words.prefixName ? `${words.older} ${own}` : c.young ? words.young : words.older;
        return as(call, own && !words.prefixName ? `su ${words.noun} ${own}` : call);
      }
      if (FAMILY_WORD.test(p.name)) return as(p.name, p.name);
      if (words.prefixName) {
        const call = `${words.older} ${p.name}`;
        return as(call, call);
      }
      return as(c.young ? words.young : words.older, `su ${words.noun} ${p.name}`);
    }
    case 'brother':
    case 'sister':
      return as(p.name, `su ${kin[p.relationship]} ${p.name}`);
    case 'friend':
      return as(p.name, `su ${byGender(kin.friend, g)} ${p.name}`);
    case 'teacher':
      return as(p.name, TITLE.test(p.name) ? p.name : `su ${byGender(kin.teacher, g)} ${p.name}`);
    case 'pet': {
      // A female dog is 'su perra Canela' (her pronouns, or the family's own word for her).
      const sex = p.he === 'she' ? 'f' : p.he === 'he' ? 'm' : undefined;
      return as(p.name, `su ${petNounEs(pet, sex)} ${p.name}`);
    }
    default:
      return as(p.name, p.name);
  }
}

/** English words a family types for a parent or grandparent's name, and the name after them. */
const ENGLISH_KIN =
  /^(?:grandma|granny|gran|nana|nanna|grandmother|grandpa|grandad|granddad|gramps|grandfather|mom|mommy|mum|mummy|mother|dad|daddy|father)(?:\s+(\p{Lu}[\p{L}-]*))?$/iu;

/** Both heroes are girls: 'ellas'; any boy or a neutral child makes the pair 'ellos'. */
function pairGenderOf(request: StoryRequest): 'm' | 'f' {
  const mains = request.characters.filter((ch) => ch.relationship === 'main');
  const girl = (g: string | undefined) => g === 'girl' || g === 'woman';
  return girl(request.gender) && mains.length > 1 && mains.slice(0, 2).every((ch) => girl(ch.gender))
    ? 'f'
    : 'm';
}

/**
 * The context of a Spanish book from the English skeleton: the same people, place and items,
 * each in its Spanish words. Everything the skeleton drew stays as drawn (the same seed gives
 * the same storyline, place, cast and pictures); only the words change.
 */
export function spanishContext(
  c: StoryContext,
  request: StoryRequest,
  description: string,
): StoryContext & { es: SpanishStory } {
  const setting = SETTINGS_ES.get(c.setting.id);
  if (!setting) throw new Error(`the setting "${c.setting.id}" has no Spanish text`);
  const en = c.setting;
  const people = new Map<Person, Person>();
  const spanish = (p: Person): Person => {
    if (!people.has(p))
      people.set(
        p,
        spanishPerson(p, { young: c.young, setting, english: c, description }, pairGenderOf(request)),
      );
    return people.get(p) as Person;
  };
  const hero = spanish(c.hero);
  const look =
    request.storyType === 'Enhanced' && !hero.es?.plural
      ? request.characters.find((ch) => ch.relationship === 'main')?.look
      : undefined;
  return {
    ...c,
    lang: 'es',
    es: {
      setting,
      moral: moralNameEs(c.moral),
      prop: same(en.props, c.prop, setting.props),
      prop2: same(en.props, c.prop2, setting.props),
      activity: same(en.activities, c.activity, setting.activities),
      activity2: same(en.activities, c.activity2, setting.activities),
      quest: same(en.quests, c.quest, setting.quests),
    },
    hero,
    helper: spanish(c.helper),
    peer: spanish(c.peer),
    companions: c.companions.map(spanish),
    pet: c.pet && spanish(c.pet),
    // The beats read these straight from the setting: its Spanish words, one or two heroes.
    setting: {
      ...en,
      at: setting.at,
      times: setting.times,
      arrivals: setting.arrivals.map((a) => (hero.es?.plural ? a.many : a.one)),
      sights: setting.sights,
      endings: setting.endings,
    },
    time: same(en.times, c.time, setting.times),
    sightPool: c.sightPool.map((s) => same(en.sights, s, setting.sights)),
    favorite: favoriteEs(description),
    hair: c.hair && (request.storyType === 'Enhanced' ? hairEs(request.appearanceValue, look) : undefined),
  };
}
