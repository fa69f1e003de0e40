import { HERO_ROLES, type CharacterRole, type CharacterRow } from '@contract/characters';
import type { Look } from '@contract/look';
import * as routes from '@contract/routes/characters';
import { userPost, userPostBlob } from '../lib/api';

export type SavedCharacter = CharacterRow;

export const ROLE_LABELS: Record<CharacterRole, string> = {
  child: 'Child',
  sibling: 'Brother or sister',
  parent: 'Parent',
  grandparent: 'Grandparent',
  friend: 'Friend',
  pet: 'Pet',
};

/** Whether a saved character can lead a story (the books are about children). */
export const canBeHero = (character: Pick<SavedCharacter, 'role'>) => HERO_ROLES.includes(character.role);

/** What the character form sends; photos, when given, replace the character's photos. */
export interface CharacterInput {
  id?: string;
  name: string;
  role: CharacterRow['role'];
  pronouns: CharacterRow['pronouns'];
  look: Look | null;
  photos?: File[];
}

/** POST /user/characters/list: the parent's saved characters, oldest first. */
export async function listCharacters(): Promise<SavedCharacter[]> {
  return userPost(routes.listCharacters);
}

/** POST /user/characters/save: JSON, or multipart when photos are sent (photo_1..photo_3). */
export async function saveCharacter(input: CharacterInput): Promise<{ id: string }> {
  const { photos = [], ...fields } = input;
  if (photos.length === 0) return userPost(routes.saveCharacter, fields);
  const form = new FormData();
  if (fields.id) form.append('id', fields.id);
  form.append('name', fields.name);
  form.append('role', fields.role);
  form.append('pronouns', fields.pronouns);
  form.append('look', JSON.stringify(fields.look));
  photos.forEach((photo, i) => form.append(`photo_${i + 1}`, photo, photo.name));
  return userPost(routes.saveCharacter, form);
}

/** POST /user/characters/delete (204). */
export async function deleteCharacter(id: string): Promise<void> {
  await userPost(routes.deleteCharacter, { id });
}

/** POST /user/characters/photo: one of the character's photos (1-based). */
export function characterPhoto(id: string, photo: number): Promise<Blob> {
  return userPostBlob(routes.characterPhoto, { id, photo });
}
