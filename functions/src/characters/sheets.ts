import { randomBytes } from 'node:crypto';
import type { Deps } from '../ports/index.js';
import { characterPath, type CharacterRecord } from './model.js';

type SheetDeps = Pick<Deps, 'store' | 'blobs'>;

const castKey = (ids: readonly string[]) => [...ids].sort().join(',');

/**
 * The approved cast sheet a book's saved characters share: when every character of the cast is
 * saved and each kept the sheet approved for exactly this cast, the next book reuses it (the
 * same faces as before). Null otherwise, and the book gets a sheet of its own.
 */
export async function sharedApprovedSheet(
  { store, blobs }: SheetDeps,
  ownerUid: string,
  ids: readonly (string | undefined)[],
): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (ids.length === 0 || ids.some((id) => !id)) return null;
  const wanted = castKey(ids as string[]);
  let sheet: string | null = null;
  for (const id of ids as string[]) {
    const character = (await store.get(characterPath(id))) as unknown as CharacterRecord | null;
    if (!character || character.ownerUid !== ownerUid || !character.sheet) return null;
    if (castKey(character.sheetCast ?? []) !== wanted) return null;
    sheet ??= character.sheet;
  }
  return sheet ? await blobs.get(sheet) : null;
}

/** Keeps the approved sheet of a book on each of its saved characters (the parent's own only). */
export async function keepApprovedSheet(
  { store, blobs }: SheetDeps,
  ownerUid: string,
  ids: readonly (string | undefined)[],
  sheet: { bytes: Buffer; contentType: string },
): Promise<void> {
  const cast = ids.filter((id): id is string => Boolean(id));
  if (cast.length !== ids.length) return;
  const unique = randomBytes(6).toString('hex');
  for (const id of cast) {
    const character = (await store.get(characterPath(id))) as unknown as CharacterRecord | null;
    // Deleted meanwhile, or not this parent's: nothing to keep.
    if (!character || character.ownerUid !== ownerUid) continue;
    const path = `characters/${id}/sheet-${unique}.png`;
    await blobs.put(path, sheet.bytes, sheet.contentType);
    await store.update(characterPath(id), { sheet: path, sheetCast: [...cast].sort() });
    if (character.sheet && character.sheet !== path) await blobs.delete(character.sheet);
  }
}
