import { randomBytes } from 'node:crypto';
import type { CharacterRole, CharacterRow, Pronouns } from '../contract/characters.js';
import type { Look } from '../contract/look.js';

/** characters/{id}: one saved character of one parent. */
export const CHARACTERS_COLLECTION = 'characters';
export const characterPath = (id: string) => `${CHARACTERS_COLLECTION}/${id}`;
export const newCharacterId = () => `ch_${randomBytes(12).toString('hex')}`;

/** Where a character's photos live; each save of photos gets fresh names (old ones are deleted). */
export const CHARACTER_BLOBS = {
  photo: (id: string, unique: string, n: number, extension: string) =>
    `characters/${id}/photos/${unique}-${n}.${extension}`,
  all: (id: string) => `characters/${id}/`,
} as const;

export interface CharacterRecord {
  ownerUid: string;
  name: string;
  role: CharacterRole;
  pronouns: Pronouns;
  look: Look | null;
  /** Blob paths of the photos, in the order they were given. */
  photos: string[];
  createdAt: string;
  updatedAt: string;
  /** When it last went into a book: 18 months unsaved and unused and it is deleted (the policy). */
  lastUsedAt?: string;
  /**
   * The approved cast sheets kept for the next books (issue 27 item 3), newest first, one per
   * mix of saved characters (`cast`, sorted ids): a book with exactly that cast reuses it.
   */
  sheets?: KeptSheet[] | null;
  /** Before several sheets were kept: the one approved sheet and its cast (read as `sheets`). */
  sheet?: string | null;
  sheetCast?: string[] | null;
}

export interface KeptSheet {
  cast: string[];
  path: string;
}

/** How many mixes of the family a character keeps an approved sheet for. */
export const MAX_KEPT_SHEETS = 4;

/** A character's kept sheets, newest first (a record of before keeps its one sheet). */
export function keptSheets(character: CharacterRecord): KeptSheet[] {
  if (character.sheets) return character.sheets;
  return character.sheet ? [{ cast: character.sheetCast ?? [], path: character.sheet }] : [];
}

export function rowOf(id: string, character: CharacterRecord): CharacterRow {
  return {
    id,
    name: character.name,
    role: character.role,
    pronouns: character.pronouns,
    look: character.look,
    photoCount: character.photos.length,
    sheet: keptSheets(character).length > 0,
  };
}
