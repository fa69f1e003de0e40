import { z } from 'zod';
import { HAIR_COLOURS, type PersonLook, type PetLook } from '../../../contract/look.js';
import { AVATAR_APPEARANCES, MORAL_VALUES } from '../../../contract/story.js';
import family from '../content/es/family.json' with { type: 'json' };
import interests from '../content/es/interests.json' with { type: 'json' };
import morals from '../content/es/morals.json' with { type: 'json' };
import { PET_KINDS, petKind } from '../characters.js';
import { loadContent, plainText, words } from '../contentSchema.js';
import { GLOSSARY_ES } from './grammar.js';
import { FAVORITE_COUNT, favoriteIndex, favoriteToy } from '../interests.js';

/** Spanish words for the people, pets, favourite things and morals (content/es/). */

const gender = z.enum(['m', 'f']);

/** m, f and the neutral form used for a person written as 'they' (content/es/README.md, "Neutral child"). */
const byGender = z.tuple([plainText, plainText, plainText]);

const relation = z
  .object({
    young: plainText,
    older: plainText,
    /** After 'su': 'su mamá Anna'. */
    noun: plainText,
    /** The word goes before the name in the story too ('la abuela Rose'), else it replaces it. */
    prefixName: z.boolean(),
  })
  .strict();

export const FAMILY_ES = loadContent(
  'es/family.json',
  z
    .object({
      about: z.string(),
      relations: z
        .object({ mother: relation, father: relation, grandmother: relation, grandfather: relation })
        .strict(),
      kin: z.object({ brother: plainText, sister: plainText, friend: byGender, teacher: byGender }).strict(),
      /** 'un niño llamado', 'una niña llamada': before an invented child's name. */
      named: z.object({ m: plainText, f: plainText }).strict(),
      pets: z
        .array(
          z
            .object({
              en: z.enum(PET_KINDS as [string, ...string[]]),
              words,
              kind: plainText,
              g: gender,
              /** The word for a female animal ('perra'), when Spanish has one. */
              f: plainText.optional(),
            })
            .strict(),
        )
        .min(1),
      pet: z.object({ kind: plainText, g: gender }).strict(),
    })
    .strict(),
  family,
  GLOSSARY_ES,
);

const INTERESTS_ES = loadContent(
  'es/interests.json',
  z
    .object({
      about: z.string(),
      favorites: z
        .array(z.object({ words, toy: plainText }).strict())
        .length(
          FAVORITE_COUNT,
          `lists as many favorites as content/interests.json (${FAVORITE_COUNT}), in its order`,
        ),
      hair: z.record(z.enum(AVATAR_APPEARANCES), plainText),
      hairColours: z.record(z.enum(HAIR_COLOURS), plainText),
    })
    .strict(),
  interests,
  GLOSSARY_ES,
);

const MORALS_ES = loadContent(
  'es/morals.json',
  z.object({ about: z.string(), names: z.record(z.enum(MORAL_VALUES), plainText) }).strict(),
  morals,
  GLOSSARY_ES,
);

export interface PetWordEs {
  kind: string;
  /** The word's own gender ('perro' m, 'tortuga' f), which a pet of no known sex takes. */
  g: 'm' | 'f';
  /** The word for a female animal ('perra'), when Spanish has one. */
  f?: string;
  /** The description itself said a female word ('su perra Canela'). */
  female?: boolean;
}

/**
 * The Spanish word for the pet ('perro') and its gender: from the description in either language,
 * else from the pet's own species (a saved pet's look: 'dog'), else 'mascota'.
 */
export function petWordEs(description: string, species?: string): PetWordEs {
  const { pets, pet } = FAMILY_ES;
  for (const p of pets) {
    const said = p.words.exec(description)?.[0];
    // 'perra', 'gatitas': a female word of a kind that has one.
    if (said) return { ...p, female: p.f !== undefined && /as?$/i.test(said) };
  }
  const english = PET_KINDS.find((kind) => new RegExp(`\\b${kind}\\b`, 'i').test(description)) ?? species;
  return pets.find((p) => p.en === english) ?? pet;
}

/** The pet's word in its sex: 'su perra Canela' for a female dog, 'su tortuga' for any turtle. */
export function petNounEs(word: PetWordEs, sex: 'm' | 'f' | undefined): string {
  return (sex ?? (word.female ? 'f' : undefined)) === 'f' && word.f ? word.f : word.kind;
}

/** The English pet word a Spanish description names ('perro' -> 'dog'), for the English legends. */
export function petKindFromSpanish(description: string): string {
  return FAMILY_ES.pets.find((p) => p.words.test(description))?.en ?? petKind(description);
}

/**
 * Which favourite thing a Spanish book's description names (its index in content/interests.json,
 * or -1): the Spanish words first ('dinosaurios'), then the English ones.
 */
export function favoriteIndexEs(description: string): number {
  const spanish = INTERESTS_ES.favorites.findIndex((f) => f.words.test(description));
  return spanish >= 0 ? spanish : favoriteIndex(description);
}

/** The Spanish toy of the favourite at this index ('dinosaurio de juguete'). */
export function favoriteToyEs(index: number): string | undefined {
  return INTERESTS_ES.favorites[index]?.toy;
}

/** Words a parent gives a thing, after it: 'su pelota roja', 'una cometa grande y azul'. */
const OWN_WORDS_ES =
  /^\s+((?:(?:roj[oa]s?|azul(?:es)?|verdes?|amarill[oa]s?|naranjas?|morad[oa]s?|rosas?|negr[oa]s?|blanc[oa]s?|dorad[oa]s?|platead[oa]s?|grandes?|pequeñ[oa]s?|brillantes?|nuev[oa]s?|de rayas|de colores)(?:\s+y\s+|\s+|$)){1,2})/iu;

const ENGLISH_OWN: Record<string, string> = {
  roj: 'red',
  azul: 'blue',
  verde: 'green',
  amarill: 'yellow',
  naranja: 'orange',
  morad: 'purple',
  rosa: 'pink',
  negr: 'black',
  blanc: 'white',
  dorad: 'golden',
  platead: 'silver',
  grande: 'big',
  pequeñ: 'small',
  brillante: 'shiny',
  nuev: 'new',
};

/** The same favourite in English for the picture descriptions ('su pelota roja' -> 'red ball'). */
export function favoriteEnglishOfEs(description: string): string | undefined {
  const index = favoriteIndexEs(description);
  const toy = favoriteToy(index);
  const m = INTERESTS_ES.favorites[index]?.words.exec(description);
  if (!toy || !m) return toy;
  const own = OWN_WORDS_ES.exec(description.slice(m.index + m[0].length))?.[1] ?? '';
  const english = own
    .toLowerCase()
    .split(/\s+/)
    .map((w) => Object.entries(ENGLISH_OWN).find(([stem]) => w.startsWith(stem))?.[1])
    .filter((w): w is string => w !== undefined);
  return english.length > 0 ? `${english.join(' ')} ${toy}` : toy;
}

/**
 * The favourite thing a Spanish description names, in the parent's own words when they gave it
 * a colour or size ('su pelota roja' -> 'pelota roja'); the toy of the English one otherwise.
 */
export function favoriteEs(description: string): string | undefined {
  const index = favoriteIndexEs(description);
  const toy = favoriteToyEs(index);
  const entry = INTERESTS_ES.favorites[index];
  const m = entry?.words.exec(description);
  if (!toy || !m) return toy;
  const own = OWN_WORDS_ES.exec(description.slice(m.index + m[0].length))?.[1]
    ?.trim()
    .toLowerCase();
  return own ? `${toy} ${own}` : toy;
}

/** Hair words of an Avatar look (see interests.ts: never for covered or shaved hair). */
export function hairEs(appearance: string, look: PersonLook | PetLook | undefined): string | undefined {
  if (look) {
    if (!('hairColour' in look) || look.hairStyle === 'covered' || look.hairStyle === 'bald')
      return undefined;
    const colours: Readonly<Record<string, string>> = INTERESTS_ES.hairColours;
    return Object.hasOwn(colours, look.hairColour) ? colours[look.hairColour] : undefined;
  }
  const hair: Readonly<Record<string, string>> = INTERESTS_ES.hair;
  return Object.hasOwn(hair, appearance) ? hair[appearance] : undefined;
}

/** 'la bondad' for kindness: what {moral} gives. */
export function moralNameEs(moral: string): string {
  const names: Readonly<Record<string, string>> = MORALS_ES.names;
  return names[moral] ?? moral;
}
