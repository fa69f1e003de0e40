import { z } from 'zod';
import { HAIR_COLOURS, type PersonLook, type PetLook } from '../../contract/look.js';
import { AVATAR_APPEARANCES } from '../../contract/story.js';
import data from './content/interests.json' with { type: 'json' };
import { loadContent, plainText, words } from './contentSchema.js';

/**
 * Favourite things a description may mention, as a toy the child carries through the story, and
 * the hair words of the Avatar looks (content/interests.json).
 */
const INTERESTS = loadContent(
  'interests.json',
  z
    .object({
      about: z.string(),
      favorites: z.array(z.object({ words, toy: plainText }).strict()),
      hair: z.record(z.enum(AVATAR_APPEARANCES), plainText),
      /** The avatar builder's hair colours (contract/look.ts) in a story's words. */
      hairColours: z.record(z.enum(HAIR_COLOURS), plainText),
    })
    .strict(),
  data,
);

/** Words a parent gives a thing, before it: 'her red ball', 'a big shiny kite'. */
const OWN_WORDS =
  /((?:(?:red|blue|green|yellow|orange|purple|pink|black|white|brown|golden|silver|rainbow|striped|spotty|big|little|small|shiny|bouncy|new)\s+){1,2})$/i;

/**
 * The favourite thing a description names, as the story's toy, in the parent's own words when
 * they gave it a colour or size ('a red ball' -> 'red ball', 'his blue trucks' -> 'blue toy truck').
 */
export function favoriteFrom(description: string): string | undefined {
  for (const f of INTERESTS.favorites) {
    const m = f.words.exec(description);
    if (!m) continue;
    const own = OWN_WORDS.exec(description.slice(0, m.index))?.[1]?.trim().toLowerCase();
    return own ? `${own} ${f.toy}` : f.toy;
  }
  return undefined;
}

/** Which favourite (its index in content/interests.json) a description names, or -1. */
export function favoriteIndex(description: string): number {
  return INTERESTS.favorites.findIndex((f) => f.words.test(description));
}

/** The toy of the favourite at this index of content/interests.json (undefined for -1). */
export function favoriteToy(index: number): string | undefined {
  return INTERESTS.favorites[index]?.toy;
}

/** How many favourites content/interests.json lists (content/es/ lists as many, in order). */
export const FAVORITE_COUNT = INTERESTS.favorites.length;

/** Hair words for Avatar appearance values (the text mentions hair only, never skin). */
export function hairFrom(appearance: string): string | undefined {
  const hair: Readonly<Record<string, string>> = INTERESTS.hair;
  return Object.hasOwn(hair, appearance) ? hair[appearance] : undefined;
}

/**
 * Hair words for a built look: its own colour, so the words match the drawing; none for hair
 * that is covered or shaved (the story then never mentions it).
 */
export function hairOfLook(look: PersonLook | PetLook): string | undefined {
  if (!('hairColour' in look) || look.hairStyle === 'covered' || look.hairStyle === 'bald') return undefined;
  const colours: Readonly<Record<string, string>> = INTERESTS.hairColours;
  return Object.hasOwn(colours, look.hairColour) ? colours[look.hairColour] : undefined;
}

/** A saved pet's own species ('dog'); undefined for a person or no look. */
export const speciesOf = (look: PersonLook | PetLook | undefined): string | undefined =>
  look && 'species' in look ? look.species : undefined;
