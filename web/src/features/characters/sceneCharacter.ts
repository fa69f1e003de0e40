import type { CharacterRole, Pronouns } from '@contract/characters';
import type { PersonLook, PetLook } from '@contract/look';
import type { Gender, Relationship } from '@contract/story';
import type { SceneCharacter } from '@engines/illustrator/request';

/**
 * Who a saved character is in a book, as the books' cast makes it (functions/src/books/stories/
 * savedCast.ts: storyCharacterOf, with the character not the hero): the pronouns decide the
 * relationship and the gender, and so the age the illustrator draws and the clothes it picks
 * (issue 47: the preview went by the look's presentation and drew other clothes).
 */
const RELATIONSHIP: Record<CharacterRole, Record<Pronouns, Relationship>> = {
  child: { she: 'sister', he: 'brother', they: 'other' },
  sibling: { she: 'sister', he: 'brother', they: 'other' },
  parent: { she: 'mother', he: 'father', they: 'other' },
  grandparent: { she: 'grandmother', he: 'grandfather', they: 'other' },
  friend: { she: 'friend', he: 'friend', they: 'friend' },
  pet: { she: 'pet', he: 'pet', they: 'pet' },
};

function genderOf(role: CharacterRole, pronouns: Pronouns): Gender {
  if (role === 'pet' || pronouns === 'they') return 'unknown';
  const grown = role === 'parent' || role === 'grandparent';
  if (pronouns === 'she') return grown ? 'woman' : 'girl';
  return grown ? 'man' : 'boy';
}

/**
 * A saved character as the offline illustrator sees it in a book. The look decides skin, hair and
 * (its presentation) the kind of clothes; the role and pronouns decide the age; the key (the
 * character's id, picked before the first save) decides the clothes the look leaves open, in
 * every book and in the preview alike.
 */
export function sceneCharacterOf(
  role: CharacterRole,
  pronouns: Pronouns,
  look: PersonLook | PetLook,
  key?: string,
): SceneCharacter {
  // The name is not drawn; without a key it would seed the clothes, which would then change
  // with every letter typed.
  return {
    name: 'character',
    relationship: RELATIONSHIP[role][pronouns],
    gender: genderOf(role, pronouns),
    look,
    ...(key ? { key } : {}),
  };
}

/** A new character's id, picked when its builder opens ('ch_' and 24 hex digits, as the API's). */
export function newCharacterKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `ch_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
