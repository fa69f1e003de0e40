import type { Person, Getter, Glossary, StoryContext } from '../context.js';
import { PEOPLE, glossaryOf, isWho, personField } from '../placeholders.js';
import type { NounEs, SpanishStory } from './settings.js';

/**
 * The Spanish placeholders: what each becomes in a Spanish book. content/es/README.md is the
 * writer's guide with examples; keep the two in step. A person's grammar is its `es` (es/story.ts):
 * gender m, f or x (a child written as 'they': the inclusive forms elle, -e), and plural for two
 * heroes (ellos, or ellas when both are girls).
 */

type G = NonNullable<Person['es']>;

function grammar(p: Person): G {
  if (!p.es) throw new Error(`no Spanish grammar for ${p.call}`);
  return p.es;
}

/** The form of a word for this person: [m, f, x] in the singular, [m, f] in the plural. */
function form(
  p: Person,
  singular: readonly [string, string, string],
  plural: readonly [string, string],
): string {
  const { g, plural: many } = grammar(p);
  if (many) return g === 'f' ? plural[1] : plural[0];
  return g === 'f' ? singular[1] : g === 'm' ? singular[0] : singular[2];
}

function childWord(p: Person): string {
  return form(p, ['niño', 'niña', 'niñe'], ['niños', 'niñas']);
}

const PERSON_FIELDS_ES: Record<string, (p: Person) => string> = {
  '': (p) => p.call,
  intro: (p) => p.intro,
  el: (p) => form(p, ['él', 'ella', 'elle'], ['ellos', 'ellas']),
  lo: (p) => form(p, ['lo', 'la', 'le'], ['los', 'las']),
  le: (p) => (grammar(p).plural ? 'les' : 'le'),
  o: (p) => form(p, ['o', 'a', 'e'], ['os', 'as']),
  un: (p) => form(p, ['un', 'una', 'une'], ['unos', 'unas']),
  n: (p) => (grammar(p).plural ? 'n' : ''),
  s: (p) => (grammar(p).plural ? 's' : ''),
  es: (p) => (grammar(p).plural ? 'es' : ''),
  child: childWord,
};

/** `{hero.corrió/corrieron}`: the first form for one person, the second for two heroes. */
export function numberForm(p: Person, singular: string, plural: string): string {
  return grammar(p).plural ? plural : singular;
}

/** `{hero.g:niño/niña}` or `{hero.g:niño/niña/niñe}`: by gender; the neutral falls back to the first. */
export function genderForm(p: Person, forms: readonly string[]): string {
  const { g } = grammar(p);
  const [m = '', f = m, x = m] = forms;
  return g === 'f' ? f : g === 'x' ? x : m;
}

function spanish(c: StoryContext): SpanishStory {
  const es = (c as StoryContext & { es?: SpanishStory }).es;
  if (!es) throw new Error('a Spanish placeholder in a book that is not Spanish');
  return es;
}

const article = (n: NounEs, defined: boolean): string => {
  const [m, f] = defined
    ? n.plural
      ? ['los', 'las']
      : ['el', 'la']
    : n.plural
      ? ['unos', 'unas']
      : ['un', 'una'];
  return `${n.g === 'f' ? f : m} ${n.noun}`;
};
const ending = (n: NounEs): string => (n.g === 'f' ? 'a' : 'o') + (n.plural ? 's' : '');

function nounFields(
  name: string,
  get: (c: StoryContext) => NounEs,
): Record<string, (c: StoryContext) => string> {
  return {
    [name]: (c) => get(c).noun,
    [`${name}.el`]: (c) => article(get(c), true),
    [`${name}.un`]: (c) => article(get(c), false),
    [`${name}.word`]: (c) => get(c).word,
    [`${name}.o`]: (c) => ending(get(c)),
  };
}

const STORY_ES: Record<string, (c: StoryContext) => string> = {
  place: (c) => spanish(c).setting.at,
  time: (c) => c.time,
  moral: (c) => spanish(c).moral,
  ...nounFields('prop', (c) => spanish(c).prop),
  ...nounFields('prop2', (c) => spanish(c).prop2),
  treat: (c) => spanish(c).setting.treat,
  found: (c) => spanish(c).setting.found,
  favorite: (c) => c.favorite ?? '',
  hair: (c) => c.hair ?? '',
  detail: (c) => c.detail ?? '',
  'activity.inf': (c) => spanish(c).activity.inf,
  'activity.ger': (c) => spanish(c).activity.ger,
  'activity2.inf': (c) => spanish(c).activity2.inf,
  'activity2.ger': (c) => spanish(c).activity2.ger,
  'quest.goal': (c) => spanish(c).quest.goal,
  'quest.thing': (c) => spanish(c).quest.thing,
  'quest.success': (c) => spanish(c).quest.success,
  'quest.setback': (c) => spanish(c).quest.setback,
  'quest.title': (c) => spanish(c).quest.title,
  'fear.thing': (c) => spanish(c).setting.fear.thing,
  'fear.approach': (c) => spanish(c).setting.fear.approach,
  'fear.outcome': (c) => spanish(c).setting.fear.outcome,
  'critter.who': (c) => spanish(c).setting.critter.who,
  'critter.trouble': (c) => spanish(c).setting.critter.trouble,
  'critter.help': (c) => spanish(c).setting.critter.help,
  'critter.after': (c) => spanish(c).setting.critter.after,
};

/** 'hero.corrió/corrieron' (number) and 'hero.g:niño/niña/niñe' (gender), Spanish letters allowed. */
const NUMBER_ES = /^(\w+)\.([\p{L}']+)\/([\p{L}']+)$/u;
const GENDER_ES = /^(\w+)\.g:([\p{L}']+(?:\/[\p{L}']+){1,2})$/u;

function placeholderEs(name: string): Getter | undefined {
  if (Object.hasOwn(STORY_ES, name)) return STORY_ES[name];
  const number = NUMBER_ES.exec(name);
  if (number) {
    const [, who = '', singular = '', plural = ''] = number;
    return isWho(who) ? (c) => numberForm(PEOPLE[who](c), singular, plural) : undefined;
  }
  const gender = GENDER_ES.exec(name);
  if (gender) {
    const [, who = '', forms = ''] = gender;
    return isWho(who) ? (c) => genderForm(PEOPLE[who](c), forms.split('/')) : undefined;
  }
  return personField(name, PERSON_FIELDS_ES);
}

/** The Spanish glossary (content/es/README.md): what the sentences of content/es/ may use. */
export const GLOSSARY_ES: Glossary = glossaryOf('es', placeholderEs, PERSON_FIELDS_ES, STORY_ES);
