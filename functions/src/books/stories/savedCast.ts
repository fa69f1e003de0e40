import type { CharacterRole, Pronouns } from '../../contract/characters.js';
import { RELATIONSHIP_OF, genderOfCharacter } from '../../contract/castRole.js';
import {
  presetPerson,
  type Look,
  type PersonLook,
  type PetLook,
  type Presentation,
} from '../../contract/look.js';
import type { AppearanceValue } from '../../contract/story.js';
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
    relationship: hero ? 'main' : RELATIONSHIP_OF[character.role][character.pronouns],
    gender: genderOfCharacter(character.role, character.pronouns),
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
