import type { CharacterRole, Pronouns } from './characters.js';
import type { Gender, Relationship } from './story.js';

/**
 * Who a saved character is to the hero, in the words the storytellers and the illustrator know:
 * the books' cast (books/stories/savedCast.ts) and the avatar builder's live preview
 * (web features/characters) both read it here, so the preview draws what the books draw.
 */
export const RELATIONSHIP_OF: Record<CharacterRole, Record<Pronouns, Relationship>> = {
  child: { she: 'sister', he: 'brother', they: 'other' },
  sibling: { she: 'sister', he: 'brother', they: 'other' },
  parent: { she: 'mother', he: 'father', they: 'other' },
  grandparent: { she: 'grandmother', he: 'grandfather', they: 'other' },
  friend: { she: 'friend', he: 'friend', they: 'friend' },
  pet: { she: 'pet', he: 'pet', they: 'pet' },
};

/** A saved character's gender: the age the illustrator draws and the grammar's agreement. */
export function genderOfCharacter(role: CharacterRole, pronouns: Pronouns): Gender {
  if (pronouns === 'they') return 'unknown';
  // A pet's pronouns reach the grammar too ('her dog', Spanish 'su perra Canela').
  if (role === 'pet') return pronouns === 'she' ? 'girl' : 'boy';
  const grown = role === 'parent' || role === 'grandparent';
  if (pronouns === 'she') return grown ? 'woman' : 'girl';
  return grown ? 'man' : 'boy';
}
