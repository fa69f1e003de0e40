import type { CharacterRole, Pronouns } from '@contract/characters';
import { RELATIONSHIP_OF, genderOfCharacter } from '@contract/castRole';
import type { PersonLook, PetLook } from '@contract/look';
import type { SceneCharacter } from '@engines/illustrator/request';

/**
 * A saved character as the offline illustrator sees it in a book. The look decides skin, hair and
 * (its presentation) the kind of clothes; the role and pronouns decide the age; the key (the
 * character's id, picked before the first save) decides the clothes the look leaves open, in
 * every book and in the preview alike. Relationship and gender come from the contract's
 * castRole.ts, as in the books' cast (issue 47: the preview once drew other clothes).
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
    relationship: RELATIONSHIP_OF[role][pronouns],
    gender: genderOfCharacter(role, pronouns),
    look,
    ...(key ? { key } : {}),
  };
}

/** A new character's id, picked when its builder opens ('ch_' and 24 hex digits, as the API's). */
export function newCharacterKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `ch_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
