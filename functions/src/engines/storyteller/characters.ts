import { z } from 'zod';
import type { Gender, Relationship } from '../../contract/story.js';
import data from './content/family.json' with { type: 'json' };
import { loadContent, plainText, words } from './contentSchema.js';
import type { Person } from './context.js';
import { cap } from './text.js';

export type PronounKind = 'she' | 'he' | 'they' | 'it';

export function pronounKind(gender: Gender): PronounKind {
  if (gender === 'girl' || gender === 'woman') return 'she';
  if (gender === 'boy' || gender === 'man') return 'he';
  return 'they';
}

const FORMS: Record<PronounKind, [string, string, string, string]> = {
  she: ['she', 'her', 'her', 'herself'],
  he: ['he', 'him', 'his', 'himself'],
  they: ['they', 'them', 'their', 'themselves'],
  it: ['it', 'it', 'its', 'itself'],
};

export function makePerson(
  base: Pick<Person, 'name' | 'call' | 'intro' | 'legend' | 'relationship' | 'isPet' | 'isAdult'>,
  kind: PronounKind,
): Person {
  const [he, him, his, himself] = FORMS[kind];
  const plural = kind === 'they';
  return {
    ...base,
    he,
    He: cap(he),
    him,
    his,
    His: cap(his),
    himself,
    was: plural ? 'were' : 'was',
    is: plural ? 'are' : 'is',
    has: plural ? 'have' : 'has',
    does: plural ? 'do' : 'does',
    v: (singular, pluralForm) => (plural ? pluralForm : singular),
  };
}

const relationWords = z
  .object({
    young: plainText,
    older: plainText,
    /** Lower-case noun after 'her': 'mom', 'grandma'. */
    noun: plainText,
    /** Word used before a name in legends: 'Mom Anna', 'Grandma Rose'. */
    legend: plainText,
    /** The name is prefixed in prose too ('Grandma Rose') rather than replaced ('Mom'). */
    prefixName: z.boolean(),
  })
  .strict();

type RelationWords = z.output<typeof relationWords>;

const FAMILY = loadContent(
  'family.json',
  z
    .object({
      about: z.string(),
      relations: z
        .object({
          mother: relationWords,
          father: relationWords,
          grandmother: relationWords,
          grandfather: relationWords,
        })
        .strict(),
      pets: z.array(z.object({ words, kind: plainText }).strict()).min(1),
      children: z.array(z.object({ name: plainText, kind: z.enum(['she', 'he']) }).strict()).min(1),
    })
    .strict(),
  data,
);

const RELATION_WORDS: Partial<Record<Relationship, RelationWords>> = FAMILY.relations;

/** Names parents often type instead of a first name: 'Mom', 'Grandma', 'Nana Sue'. */
export const FAMILY_WORD =
  /^(mom|mommy|mum|mummy|mama|mamma|ma|mother|dad|daddy|papa|pa|father|grandma|granny|gran|nana|nanna|grandmother|oma|abuela|grandpa|grandad|granddad|gramps|grandfather|opa|abuelo|poppy|pop|aunt|auntie|aunty|uncle|mamá|papá|mami|papi|abuelita|abuelito|abu|yaya|yayo|tía|tío)(?![\p{L}\p{N}])/iu;

export const TITLE = /^(mr|mrs|ms|miss|mx|dr|teacher|coach|auntie|aunt|uncle)\b/i;

/** The word for the pet when the description names one ('dog'), else 'pet'. */
/** The English pet words (content/family.json), for the Spanish ones that translate them. */
export const PET_KINDS: readonly string[] = FAMILY.pets.map((p) => p.kind);

export function petKind(description: string): string {
  return FAMILY.pets.find((p) => p.words.test(description))?.kind ?? 'pet';
}

export interface CastInput {
  name: string;
  relationship: Relationship;
  gender: Gender;
}

/** A character from the Photo Story form, described relative to the main character. */
export function familyPerson(input: CastInput, hero: Person, young: boolean, petWord: string): Person {
  const { name, relationship } = input;
  const words = RELATION_WORDS[relationship];
  const typedFamilyWord = FAMILY_WORD.test(name);
  let kind: PronounKind = pronounKind(input.gender);
  if (relationship === 'mother' || relationship === 'grandmother' || relationship === 'sister') kind = 'she';
  if (relationship === 'father' || relationship === 'grandfather' || relationship === 'brother') kind = 'he';
  if (relationship === 'pet' && kind === 'they') kind = 'it';
  const isAdult =
    ['mother', 'father', 'grandmother', 'grandfather', 'teacher'].includes(relationship) ||
    input.gender === 'man' ||
    input.gender === 'woman' ||
    typedFamilyWord;
  const base = { name, relationship, isPet: relationship === 'pet', isAdult };
  if (words) {
    if (typedFamilyWord) return makePerson({ ...base, call: name, intro: name, legend: name }, kind);
    if (words.prefixName) {
      const call = `${words.older} ${name}`;
      return makePerson({ ...base, call, intro: call, legend: call }, kind);
    }
    const call = young ? words.young : words.older;
    return makePerson(
      { ...base, call, intro: `${hero.his} ${words.noun} ${name}`, legend: `${words.legend} ${name}` },
      kind,
    );
  }
  switch (relationship) {
    case 'brother':
    case 'sister':
      return makePerson(
        { ...base, call: name, intro: `${hero.his} ${relationship} ${name}`, legend: name },
        kind,
      );
    case 'friend':
      return makePerson({ ...base, call: name, intro: `${hero.his} friend ${name}`, legend: name }, kind);
    case 'teacher': {
      const intro = TITLE.test(name) ? name : `${hero.his} teacher ${name}`;
      return makePerson({ ...base, call: name, intro, legend: name }, kind);
    }
    case 'pet':
      return {
        ...makePerson(
          {
            ...base,
            call: name,
            intro: `${hero.his} ${petWord} ${name}`,
            legend: petWord === 'pet' ? `${name} the family pet` : `${name} the ${petWord}`,
          },
          kind,
        ),
        species: petWord,
      };
    default:
      return makePerson({ ...base, call: name, intro: name, legend: name }, kind);
  }
}

/** A grown-up helper for stories without family photos ('Mom', 'Grandpa'): no name. */
export function genericFamily(
  which: 'mother' | 'father' | 'grandmother' | 'grandfather',
  hero: Person,
  young: boolean,
): Person {
  const words = RELATION_WORDS[which] as RelationWords;
  const call = young ? words.young : words.older;
  return {
    ...makePerson(
      {
        name: '',
        call,
        intro: call,
        legend: `${hero.his} ${words.noun}`,
        relationship: 'family',
        isPet: false,
        isAdult: true,
      },
      which === 'mother' || which === 'grandmother' ? 'she' : 'he',
    ),
    kin: which,
  };
}

/** Names for the other child of a story when the family added none (content/family.json). */
export const PEER_NAMES: readonly { name: string; kind: 'she' | 'he' }[] = FAMILY.children;

/** A child the story invents for scenes that need another child. */
export function inventedPeer(choice: { name: string; kind: 'she' | 'he' }): Person {
  const noun = choice.kind === 'she' ? 'girl' : 'boy';
  return makePerson(
    {
      name: choice.name,
      call: choice.name,
      intro: `a ${noun} named ${choice.name}`,
      legend: `a ${noun} named ${choice.name}`,
      relationship: 'peer',
      isPet: false,
      isAdult: false,
    },
    choice.kind,
  );
}
