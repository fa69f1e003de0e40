import type { SavedCharacter } from '../api/characters';

/** The id of the n-th saved character of a test ('ch_' and 24 hex digits). */
export const characterId = (n: number) => `ch_${n.toString(16).padStart(24, '0')}`;

/** A saved character as POST /user/characters/list answers it: a person with no look or photo, unless given. */
export const savedCharacter = (
  n: number,
  fields: Partial<SavedCharacter> & Pick<SavedCharacter, 'name'>,
): SavedCharacter => ({
  id: characterId(n),
  role: 'child',
  pronouns: 'she',
  look: null,
  photoCount: 0,
  sheet: false,
  ...fields,
});

/** The family dog: a pet's look and one photo. */
export const BISCUIT = savedCharacter(3, {
  name: 'Biscuit',
  role: 'pet',
  pronouns: 'he',
  look: { species: 'dog', coat: 'golden' },
  photoCount: 1,
});

/** The child: a look with glasses, no photo. */
export const MIA = savedCharacter(1, {
  name: 'Mia',
  look: {
    skin: 'warm',
    hairColour: 'auburn',
    hairStyle: 'curls',
    eyes: 'green',
    glasses: true,
    freckles: false,
    presentation: 'girl',
  },
});

/** A grandparent with two photos and no look. */
export const GRANDPA = savedCharacter(2, {
  name: 'Grandpa Joe',
  role: 'grandparent',
  pronouns: 'he',
  photoCount: 2,
});
