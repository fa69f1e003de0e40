import type { CharacterRole, Pronouns } from '../../contract/characters.js';
import {
  presetPerson,
  type Look,
  type PersonLook,
  type PetLook,
  type Presentation,
} from '../../contract/look.js';
import type { AppearanceValue, Gender, Relationship } from '../../contract/story.js';
import type { StoryCharacter } from '../../ports/storyteller.js';

/** A saved character as create reads it (characters' record, without its storage). */
export interface SavedCharacter {
  id: string;
  name: string;
  role: CharacterRole;
  pronouns: Pronouns;
  look: Look | null;
}

const PRESENTATION: Record<Pronouns, Presentation> = { she: 'girl', he: 'boy', they: 'neutral' };

/** Who a character is to the hero, in the words the storytellers know. */
const RELATIONSHIP: Record<CharacterRole, Record<Pronouns, Relationship>> = {
  child: { she: 'sister', he: 'brother', they: 'other' },
  sibling: { she: 'sister', he: 'brother', they: 'other' },
  parent: { she: 'mother', he: 'father', they: 'other' },
  grandparent: { she: 'grandmother', he: 'grandfather', they: 'other' },
  friend: { she: 'friend', he: 'friend', they: 'friend' },
  pet: { she: 'pet', he: 'pet', they: 'pet' },
};

function genderOf(role: CharacterRole, pronouns: Pronouns): Gender {
  if (pronouns === 'they') return 'unknown';
  // A pet's pronouns reach the grammar too ('her dog', Spanish 'su perra Canela').
  if (role === 'pet') return pronouns === 'she' ? 'girl' : 'boy';
  const grown = role === 'parent' || role === 'grandparent';
  if (pronouns === 'she') return grown ? 'woman' : 'girl';
  return grown ? 'man' : 'boy';
}

/** The look the illustrators draw: a preset becomes a whole person (presentation from the pronouns). */
export function drawnLook(character: SavedCharacter): PersonLook | PetLook | undefined {
  const { look } = character;
  if (!look) return undefined;
  return 'preset' in look ? presetPerson(look.preset, PRESENTATION[character.pronouns]) : look;
}

/** A saved character as one of the story's cast; the first of the book is its hero ('main'). */
export function storyCharacterOf(character: SavedCharacter, hero: boolean): StoryCharacter {
  const look = drawnLook(character);
  return {
    name: character.name,
    relationship: hero ? 'main' : RELATIONSHIP[character.role][character.pronouns],
    gender: genderOf(character.role, character.pronouns),
    ...(look ? { look } : {}),
    key: character.id,
  };
}

/**
 * The spec's appearance value nearest a hero's look (the offline storyteller names the hero's
 * hair from it; the illustrators draw the look itself).
 */
export function appearanceOf(
  look: PersonLook | PetLook | undefined,
): Exclude<AppearanceValue, 'photo_based'> {
  if (!look || !('skin' in look)) return 'fair_blond';
  if (look.hairColour === 'blond' || look.hairColour === 'golden') return 'fair_blond';
  if (look.hairColour === 'black')
    return look.skin === 'dark' || look.skin === 'brown' ? 'dark_black' : 'warm_black';
  return 'medium_brown';
}
