import type { Getter, Glossary, Person, StoryContext } from './context.js';
import type { Lang } from './lang.js';
import { type Template, renderTemplate } from './template.js';

/**
 * The placeholders every sentence of content/ may use, and what each becomes in a story. The
 * glossary with examples is content/README.md; keep the two in step. The people a placeholder's
 * first word names ('hero' in 'hero.his') are the same in every language's glossary.
 */
export const PEOPLE = {
  hero: (c: StoryContext) => c.hero,
  helper: (c: StoryContext) => c.helper,
  peer: (c: StoryContext) => c.peer,
  pet: (c: StoryContext): Person => {
    // Sentences about the pet are only used when the story has one (the code checks c.pet).
    if (!c.pet) throw new Error('a {pet} placeholder in a story without a pet');
    return c.pet;
  },
} as const;

type Who = keyof typeof PEOPLE;

export const isWho = (word: string): word is Who => Object.hasOwn(PEOPLE, word);

function childWord(p: Person): string {
  if (p.pair) return 'pair of children';
  return p.he === 'she' ? 'girl' : p.he === 'he' ? 'boy' : 'child';
}

const PERSON_FIELDS: Record<string, (p: Person) => string> = {
  '': (p) => p.call,
  intro: (p) => p.intro,
  legend: (p) => p.legend,
  he: (p) => p.he,
  him: (p) => p.him,
  his: (p) => p.his,
  himself: (p) => p.himself,
  was: (p) => p.was,
  is: (p) => p.is,
  has: (p) => p.has,
  does: (p) => p.does,
  child: childWord,
};

const lastWord = (text: string) => text.split(' ').slice(-1)[0] ?? '';

const STORY: Record<string, (c: StoryContext) => string> = {
  place: (c) => c.setting.at,
  time: (c) => c.time,
  moral: (c) => c.moral,
  prop: (c) => c.prop,
  'prop.lastWord': (c) => lastWord(c.prop),
  prop2: (c) => c.prop2,
  'prop2.lastWord': (c) => lastWord(c.prop2),
  treat: (c) => c.setting.treat,
  found: (c) => c.setting.found,
  favorite: (c) => c.favorite ?? '',
  hair: (c) => c.hair ?? '',
  detail: (c) => c.detail ?? '',
  'activity.base': (c) => c.activity.base,
  'activity.s': (c) => c.activity.s,
  'activity.ing': (c) => c.activity.ing,
  'activity2.base': (c) => c.activity2.base,
  'activity2.s': (c) => c.activity2.s,
  'activity2.ing': (c) => c.activity2.ing,
  'quest.goal': (c) => c.quest.goal,
  'quest.thing': (c) => c.quest.thing,
  'quest.success': (c) => c.quest.success,
  'quest.setback': (c) => c.quest.setback,
  'quest.legend': (c) => c.quest.legend,
  'quest.title': (c) => c.quest.title,
  'fear.thing': (c) => c.setting.fear.thing,
  'fear.approach': (c) => c.setting.fear.approach,
  'fear.outcome': (c) => c.setting.fear.outcome,
  'critter.who': (c) => c.setting.critter.who,
  'critter.trouble': (c) => c.setting.critter.trouble,
  'critter.help': (c) => c.setting.critter.help,
  'critter.after': (c) => c.setting.critter.after,
};

/** 'hero.needs/need': a verb that agrees with the person ('needs' for she, 'need' for they). */
const VERB = /^(\w+)\.([\w']+)\/([\w']+)$/;

/** Getters by glossary and name, worked out once: every sentence of every book looks its placeholders up. */
const GETTERS = new WeakMap<Glossary, Map<string, Getter | undefined>>();

function lookup(name: string, glossary: Glossary = GLOSSARY_EN): Getter | undefined {
  let getters = GETTERS.get(glossary);
  if (!getters) GETTERS.set(glossary, (getters = new Map()));
  if (!getters.has(name)) getters.set(name, glossary.placeholder(name));
  return getters.get(name);
}

/** What a placeholder becomes, or undefined when the name is not one of the glossary. */
function getterOf(name: string): Getter | undefined {
  if (Object.hasOwn(STORY, name)) return STORY[name];
  const verb = VERB.exec(name);
  if (verb) {
    const [, who = '', singular = '', plural = ''] = verb;
    return isWho(who) ? (c) => PEOPLE[who](c).v(singular, plural) : undefined;
  }
  return personField(name, PERSON_FIELDS);
}

/** '{hero}' is the name; '{hero.}' or '{hero.call}' are not placeholders. */
export function personField(name: string, fields: Record<string, (p: Person) => string>): Getter | undefined {
  const [who = '', field = '', ...more] = name.split('.');
  const get = Object.hasOwn(fields, field) ? fields[field] : undefined;
  if (!isWho(who) || !get || more.length > 0 || (field === '' && name !== who)) return undefined;
  return (c) => get(PEOPLE[who](c));
}

/**
 * A language's glossary: what a name becomes (`placeholder`), and the names it knows, verb forms
 * aside: each person's fields ('hero', 'hero.his') and the story's own ('quest.goal').
 */
export function glossaryOf(
  lang: Lang,
  placeholder: (name: string) => Getter | undefined,
  personFields: Readonly<Record<string, unknown>>,
  story: Readonly<Record<string, unknown>>,
): Glossary {
  const names = () => [
    ...Object.keys(PEOPLE).flatMap((who) =>
      Object.keys(personFields).map((field) => (field ? `${who}.${field}` : who)),
    ),
    ...Object.keys(story),
  ];
  return { lang, placeholder, placeholderNames: names };
}

/** The English glossary: what the sentences of content/ (not content/es/) may use. */
export const GLOSSARY_EN = glossaryOf('en', getterOf, PERSON_FIELDS, STORY);

/** Every placeholder of the glossary ('hero', 'hero.his', 'quest.goal' ...), verbs aside. */
export function glossaryNames(glossary: Glossary = GLOSSARY_EN): string[] {
  return glossary.placeholderNames();
}

/** Names a sentence may use besides the glossary's: those the code gives that one sentence. */
export type Locals = Readonly<Record<string, string>>;

/** True when `{name}` is a placeholder the renderer knows (locals: extra names allowed there). */
export function knownPlaceholder(
  name: string,
  locals: readonly string[] = [],
  glossary: Glossary = GLOSSARY_EN,
): boolean {
  return locals.includes(name) || lookup(name, glossary) !== undefined;
}

/** Writes one sentence of content/ for this story. */
export function say(c: StoryContext, template: Template, locals: Locals = {}): string {
  return renderTemplate(
    template,
    (name) => {
      if (Object.hasOwn(locals, name)) return locals[name] as string;
      const get = lookup(name, c.wording);
      if (!get) throw new Error(`unknown placeholder {${name}}`);
      return get(c);
    },
    c.rng,
  );
}

/** Writes every sentence of a list, in order (each draws its own choices). */
export function sayEach(c: StoryContext, templates: readonly Template[], locals: Locals = {}): string[] {
  return templates.map((t) => say(c, t, locals));
}

/** One of several sentences: all are written, then the seed picks one (as it always has). */
export function sayOne(c: StoryContext, templates: readonly Template[], locals: Locals = {}): string {
  return c.rng.pick(sayEach(c, templates, locals));
}
