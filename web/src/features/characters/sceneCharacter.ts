import type { CharacterRole } from '@contract/characters';
import type { PersonLook, PetLook } from '@contract/look';
import type { Gender, Relationship } from '@contract/story';
import type { SceneCharacter } from '@engines/illustrator/request';

/**
 * A saved character as the offline illustrator sees it. The look decides skin, hair and whether
 * it is drawn as a girl or a boy; the role and the look's presentation decide the age (a child,
 * a grown-up, a grandparent), as they will in the books.
 */
export function sceneCharacterOf(
  role: CharacterRole,
  look: PersonLook | PetLook,
  key?: string,
): SceneCharacter {
  const presentation = 'presentation' in look ? look.presentation : 'neutral';
  const girl = presentation === 'girl';
  const boy = presentation === 'boy';
  const childGender: Gender = girl ? 'girl' : boy ? 'boy' : 'unknown';
  const [relationship, gender]: [Relationship, Gender] = (() => {
    switch (role) {
      case 'child':
        return ['main', childGender];
      case 'sibling':
        return [girl ? 'sister' : boy ? 'brother' : 'other', childGender];
      case 'parent':
        return [girl ? 'mother' : boy ? 'father' : 'other', boy ? 'man' : 'woman'];
      case 'grandparent':
        return [boy ? 'grandfather' : 'grandmother', boy ? 'man' : 'woman'];
      case 'friend':
        return ['friend', childGender];
      case 'pet':
        return ['pet', 'unknown'];
    }
  })();
  // The name is not drawn; without a key it would seed the clothes, which would then change
  // with every letter typed. A saved character's clothes come from its key in the books.
  return { name: 'character', relationship, gender, look, ...(key ? { key } : {}) };
}
