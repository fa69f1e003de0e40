import type { HairStyle as LookHairStyle, PersonLook, PetLook } from '../../contract/look.js';
import type { AppearanceValue, Gender } from '../../contract/story.js';
import type { SceneCharacter } from './request.js';
import {
  APPEARANCE,
  BOTTOM_COLOURS,
  EYE_COLOURS,
  FRECKLE_COLOURS,
  HAIR_COLOURS,
  OUTFIT_COLOURS,
  PET_COAT_BY_NAME,
  PET_COATS,
  SCARF_COLOURS,
  SHOE_COLOURS,
  SKIN_TONES,
  type HairColourKey,
  type SkinKey,
} from './art/palette.js';
import { rngOf, type Rng } from './random.js';

/**
 * How a character looks on every page of a book: derived only from the book id, the
 * character's name and relationship and the appearance value — never from the page or the
 * variant — so a character is the same on all 10 pages and after every redo. A character with
 * a look (the avatar builder's) gets exactly its traits, and one with a key (a saved
 * character) has the rest seeded from the key, so it is the same in every book.
 */

export type AgeClass = 'child' | 'adult' | 'elder';
export type HairStyle =
  | 'short'
  | 'spiky'
  | 'curlyShort'
  | 'bob'
  | 'long'
  | 'ponytail'
  | 'pigtails'
  | 'puffs'
  | 'bun'
  | 'bald'
  | 'braids'
  | 'covered';
export type Outfit = 'shirtPants' | 'shirtShorts' | 'dress' | 'overalls';

export interface HumanTraits {
  kind: 'human';
  name: string;
  relationship: SceneCharacter['relationship'];
  feminine: boolean;
  age: AgeClass;
  skin: string;
  skinShade: string;
  hair: string;
  hairStyle: HairStyle;
  outfit: Outfit;
  top: string;
  bottom: string;
  shoes: string;
  glasses: boolean;
  beard: boolean;
  /** Iris colour, only when a look chooses the eyes (else the plain dark dot eyes). */
  eyes?: string;
  /** Freckle colour, only when a look asks for freckles. */
  freckles?: string;
  /** The headscarf's colour (the `covered` hair style). */
  scarf?: string;
}

export interface PetTraits {
  kind: 'pet';
  name: string;
  relationship: 'pet';
  species: 'dog' | 'cat';
  coat: string;
  patch: string;
  collar: string;
  /** Dogs: floppy or pointy ears. */
  floppyEars: boolean;
}

export type CharacterTraits = HumanTraits | PetTraits;

const ADULT_RELATIONSHIPS = new Set(['mother', 'father', 'teacher', 'grandmother', 'grandfather']);
const FAMILY_RELATIONSHIPS = new Set([
  'main',
  'mother',
  'father',
  'brother',
  'sister',
  'grandmother',
  'grandfather',
]);

function isFeminine(character: SceneCharacter, rng: Rng): boolean {
  switch (character.relationship) {
    case 'mother':
    case 'sister':
    case 'grandmother':
      return true;
    case 'father':
    case 'brother':
    case 'grandfather':
      return false;
    default:
      break;
  }
  const byGender: Partial<Record<Gender, boolean>> = { girl: true, woman: true, boy: false, man: false };
  return byGender[character.gender] ?? rng.chance(0.5);
}

function ageOf(character: SceneCharacter): AgeClass {
  if (character.relationship === 'grandmother' || character.relationship === 'grandfather') return 'elder';
  if (ADULT_RELATIONSHIPS.has(character.relationship)) return 'adult';
  if (
    character.relationship === 'main' ||
    character.relationship === 'brother' ||
    character.relationship === 'sister'
  )
    return 'child';
  return character.gender === 'man' || character.gender === 'woman' ? 'adult' : 'child';
}

const PHOTO_SKINS: SkinKey[] = ['fair', 'light', 'warm', 'medium', 'brown', 'dark'];
const PHOTO_HAIR: HairColourKey[] = ['blond', 'golden', 'auburn', 'brown', 'darkBrown', 'black'];

/** The family's shared look: from the appearance value (Avatar) or the book id (Photo Stories). */
export function familyLook(
  bookId: string,
  appearance: AppearanceValue,
): { skin: SkinKey; hair: HairColourKey } {
  if (appearance !== 'photo_based') return APPEARANCE[appearance];
  const rng = rngOf('family', bookId);
  return { skin: rng.pick(PHOTO_SKINS), hair: rng.pick(PHOTO_HAIR) };
}

function hairStyleFor(feminine: boolean, age: AgeClass, curlyLeaning: boolean, rng: Rng): HairStyle {
  if (age === 'elder')
    return feminine
      ? rng.pick<HairStyle>(['bun', 'bob', 'curlyShort'])
      : rng.pick<HairStyle>(['bald', 'short']);
  if (age === 'adult') {
    if (feminine)
      return rng.pick<HairStyle>(
        curlyLeaning ? ['puffs', 'bun', 'long', 'curlyShort'] : ['long', 'bob', 'bun', 'ponytail'],
      );
    return rng.pick<HairStyle>(
      curlyLeaning ? ['curlyShort', 'short', 'bald'] : ['short', 'short', 'spiky', 'curlyShort'],
    );
  }
  if (feminine)
    return rng.pick<HairStyle>(
      curlyLeaning
        ? ['puffs', 'pigtails', 'curlyShort', 'ponytail']
        : ['pigtails', 'ponytail', 'bob', 'long'],
    );
  return rng.pick<HairStyle>(
    curlyLeaning ? ['curlyShort', 'short', 'spiky'] : ['short', 'spiky', 'curlyShort'],
  );
}

/** The builder's hair styles as drawn: curls are the curly crop, the rest are drawn by name. */
const LOOK_HAIR: Record<LookHairStyle, HairStyle> = {
  short: 'short',
  long: 'long',
  curls: 'curlyShort',
  braids: 'braids',
  ponytail: 'ponytail',
  bun: 'bun',
  covered: 'covered',
  bald: 'bald',
};

function isPetLook(look: PersonLook | PetLook): look is PetLook {
  return 'species' in look;
}

export function deriveTraits(
  character: SceneCharacter,
  bookId: string,
  appearance: AppearanceValue,
  petSpecies?: 'dog' | 'cat',
): CharacterTraits {
  const look = character.look;
  // A saved character's open traits come from its key alone, never from the book.
  const rng =
    character.key === undefined
      ? rngOf('character', bookId, character.name.trim().toLowerCase(), character.relationship)
      : rngOf('character', 'key', character.key);
  if (look ? isPetLook(look) : character.relationship === 'pet') {
    // The draws happen with or without a look, so the collar and ears never depend on it.
    const hashedCoat = rng.pick(PET_COATS);
    const hashedSpecies = rng.chance(0.5) ? 'dog' : 'cat';
    const petLook = look && isPetLook(look) ? look : undefined;
    const coat = petLook ? PET_COAT_BY_NAME[petLook.coat] : hashedCoat;
    return {
      kind: 'pet',
      name: character.name,
      relationship: 'pet',
      species: petLook?.species ?? petSpecies ?? hashedSpecies,
      coat: coat.coat,
      patch: coat.patch,
      collar: rng.pick(['#E5527A', '#3FA66B', '#5AA9E6', '#FFB547']),
      floppyEars: rng.chance(0.6),
    };
  }
  if (look && !isPetLook(look)) return lookedTraits(character, look, rng);
  const feminine = isFeminine(character, rng);
  const age = ageOf(character);
  const family = familyLook(character.key ?? bookId, appearance);
  const inFamily = FAMILY_RELATIONSHIPS.has(character.relationship);
  const skinKey: SkinKey = inFamily ? family.skin : rng.pick(PHOTO_SKINS);
  let hairKey: HairColourKey = inFamily ? family.hair : rng.pick(PHOTO_HAIR);
  // Parents may differ a little from the child's hair; grandparents are grey or white.
  const darkSkin = skinKey === 'dark' || skinKey === 'brown' || skinKey === 'medium';
  if (character.relationship === 'mother' || character.relationship === 'father') {
    if (rng.chance(0.35)) hairKey = rng.pick(PHOTO_HAIR);
  }
  // Keep hair natural for the skin tone when it was not chosen explicitly (Avatar appearance).
  if (
    darkSkin &&
    (hairKey === 'blond' || hairKey === 'golden') &&
    !(character.relationship === 'main' && appearance !== 'photo_based')
  )
    hairKey = rng.pick(['black', 'darkBrown', 'brown'] as const);
  if (age === 'elder') hairKey = rng.chance(0.5) ? 'grey' : 'white';
  const curlyLeaning = (skinKey === 'dark' || skinKey === 'brown') && rng.chance(0.7);
  const hairStyle = hairStyleFor(feminine, age, curlyLeaning, rng);
  const outfit: Outfit = feminine
    ? rng.pick<Outfit>(
        age === 'child' ? ['dress', 'dress', 'shirtPants', 'overalls'] : ['dress', 'shirtPants'],
      )
    : rng.pick<Outfit>(age === 'child' ? ['shirtShorts', 'shirtPants', 'overalls'] : ['shirtPants']);
  const top = rng.pick(OUTFIT_COLOURS);
  return {
    ...personOf(character, feminine, age, skinKey),
    hair: HAIR_COLOURS[hairKey],
    hairStyle,
    outfit,
    top,
    bottom: rng.pick(BOTTOM_COLOURS),
    shoes: rng.pick(SHOE_COLOURS),
    glasses:
      age === 'elder' ? rng.chance(0.6) : character.relationship === 'teacher' ? rng.chance(0.5) : false,
    beard: !feminine && age !== 'child' && rng.chance(0.3),
  };
}

/** Who a drawn person is, and their skin: what every person's traits start from. */
function personOf(character: SceneCharacter, feminine: boolean, age: AgeClass, skin: SkinKey) {
  const tone = SKIN_TONES[skin];
  return {
    kind: 'human' as const,
    name: character.name,
    relationship: character.relationship,
    feminine,
    age,
    skin: tone.skin,
    skinShade: tone.shade,
  };
}

/** A person with a look: the look's traits exactly, the rest (clothes, a beard) from `rng`. */
function lookedTraits(character: SceneCharacter, look: PersonLook, rng: Rng): HumanTraits {
  const age = ageOf(character);
  const feminine = look.presentation === 'girl';
  const outfits: Outfit[] =
    look.presentation === 'girl'
      ? age === 'child'
        ? ['dress', 'dress', 'shirtPants', 'overalls']
        : ['dress', 'shirtPants']
      : look.presentation === 'boy'
        ? age === 'child'
          ? ['shirtShorts', 'shirtPants', 'overalls']
          : ['shirtPants']
        : // Neither girl nor boy: shirt and trousers, shorts or overalls, never a dress.
          age === 'child'
          ? ['shirtPants', 'overalls', 'shirtShorts']
          : ['shirtPants', 'overalls'];
  const outfit = rng.pick(outfits);
  const traits: HumanTraits = {
    ...personOf(character, feminine, age, look.skin),
    hair: HAIR_COLOURS[look.hairColour],
    hairStyle: LOOK_HAIR[look.hairStyle],
    outfit,
    top: rng.pick(OUTFIT_COLOURS),
    bottom: rng.pick(BOTTOM_COLOURS),
    shoes: rng.pick(SHOE_COLOURS),
    glasses: look.glasses,
    beard: look.presentation === 'boy' && age !== 'child' && rng.chance(0.3),
    eyes: EYE_COLOURS[look.eyes],
    scarf: rng.pick(SCARF_COLOURS),
  };
  if (look.freckles) traits.freckles = FRECKLE_COLOURS[look.skin];
  return traits;
}

/**
 * The traits of all the book's characters, with outfit colours kept apart so two characters
 * never wear the same top (two saved characters aside). Depends only on the book (its id,
 * characters and appearance); a saved character's only on its key and look.
 */
export function deriveCastTraits(
  characters: readonly SceneCharacter[],
  bookId: string,
  appearance: AppearanceValue,
  petSpecies?: 'dog' | 'cat',
  storySpecies: ReadonlyMap<string, 'dog' | 'cat'> = new Map(),
): CharacterTraits[] {
  const usedTops = new Set<string>();
  const pets = characters.filter((c) => c.relationship === 'pet').length;
  const cast = characters.map((character) =>
    deriveTraits(
      character,
      bookId,
      appearance,
      storySpecies.get(character.name.trim().toLowerCase()) ?? (pets === 1 ? petSpecies : undefined),
    ),
  );
  // A saved character (with a key) wears the top of its key in every book, whoever else is in
  // it (two may match, as siblings do); the book's other characters make way.
  characters.forEach((c, i) => {
    const traits = cast[i];
    if (c.key !== undefined && traits?.kind === 'human') usedTops.add(traits.top);
  });
  for (const [i, character] of characters.entries()) {
    const traits = cast[i];
    if (!traits || character.key !== undefined || traits.kind !== 'human') continue;
    if (usedTops.has(traits.top)) {
      const rng = rngOf('outfit', bookId, character.name.trim().toLowerCase());
      const free = rng.shuffle(OUTFIT_COLOURS).find((c) => !usedTops.has(c));
      if (free) traits.top = free;
    }
    usedTops.add(traits.top);
  }
  return cast;
}
