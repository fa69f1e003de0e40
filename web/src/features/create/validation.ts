import { MAX_PHOTO_BYTES } from './constants';
import { PHOTO_MESSAGES, PICKER_MESSAGES } from './messages';
import type { Gender, Relationship } from './constants';

/** A character of the Photo Stories form (spec part 2 §3 'Character (client side)'). */
export interface PhotoCharacter {
  /** A timestamp-based id, stable while the character exists. */
  id: number;
  name: string;
  relationship: Relationship;
  gender: Gender;
  photo: File | null;
  /** An object URL of the photo for the preview (revoked when the photo changes). */
  photoPreview: string | null;
}

const isImage = (file: File) => file.type.startsWith('image/');

/** The photo picker's check (spec part 2 §5): a message, or null when the file may be used. */
export function checkPickedPhoto(file: File): string | null {
  if (!isImage(file)) return PICKER_MESSAGES.notImage;
  if (file.size > MAX_PHOTO_BYTES) return PICKER_MESSAGES.tooLarge;
  return null;
}

/** The main character for the checks: the one marked main, else the first. */
function mainOrFirst(characters: PhotoCharacter[]): PhotoCharacter | undefined {
  return characters.find((c) => c.relationship === 'main') ?? characters[0];
}

/**
 * The Photo Stories checks on Generate (spec part 2 §5), in order; the first failing check's
 * message, or null. Rows with neither a name nor a photo are empty rows and are left out.
 */
export function validatePhotoCharacters(characters: PhotoCharacter[]): string | null {
  if (characters.length === 0) return PHOTO_MESSAGES.noCharacters;
  const main = mainOrFirst(characters);
  if (!main || !main.name.trim()) return PHOTO_MESSAGES.noMainName;
  if (!main.photo) return PHOTO_MESSAGES.mainPhoto;
  if (characters.some((c) => c.name.trim() && !c.photo)) return PHOTO_MESSAGES.namedPhotos;
  if (characters.some((c) => c.photo && !c.name.trim())) return PHOTO_MESSAGES.photoNames;
  if (characters.some((c) => c.photo && c.photo.size > MAX_PHOTO_BYTES)) return PHOTO_MESSAGES.tooLarge;
  if (characters.some((c) => c.photo && !isImage(c.photo))) return PHOTO_MESSAGES.notImage;
  if (!characters.some((c) => c.relationship === 'main')) return PHOTO_MESSAGES.noMainCharacter;
  return null;
}

/** The characters sent to the server: the filled rows (a name and a photo), in form order. */
export function filledCharacters(characters: PhotoCharacter[]): PhotoCharacter[] {
  return characters.filter((c) => c.name.trim() || c.photo);
}
