import { randomBytes } from 'node:crypto';
import type { Deps } from '../ports/index.js';
import type { EarlierSheet } from '../ports/illustrator.js';
import { asJson } from '../shared/json.js';
import { characterPath, keptSheets, MAX_KEPT_SHEETS, type CharacterRecord } from './model.js';

type SheetDeps = Pick<Deps, 'store' | 'blobs'>;

const castKey = (ids: readonly string[]) => [...ids].sort().join(',');

async function ownRecord(store: Deps['store'], ownerUid: string, id: string) {
  const character = (await store.get(characterPath(id))) as unknown as CharacterRecord | null;
  return character && character.ownerUid === ownerUid ? character : null;
}

/**
 * The approved cast sheet a book's saved characters share: when every character of the cast is
 * saved and each kept a sheet approved for exactly this cast, the next book reuses it (the
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
    const character = await ownRecord(store, ownerUid, id);
    const kept = character && keptSheets(character).find((k) => castKey(k.cast) === wanted);
    if (!kept) return null;
    sheet ??= kept.path;
  }
  return sheet ? await blobs.get(sheet) : null;
}

/**
 * The sheets the parent approved before on which characters of this cast appear (for a cast
 * not approved together): each character's newest, most characters first, at most `max`. The
 * next sheet draws them as there. Each names the characters of this cast it shows.
 */
export async function earlierApprovedSheets(
  { store, blobs }: SheetDeps,
  ownerUid: string,
  cast: readonly { key?: string | undefined; name: string }[],
  max: number,
): Promise<EarlierSheet[]> {
  // Each character keeps its own copy of a sheet, under the same file name.
  const byName = new Map<string, { path: string; names: string[] }>();
  for (const { key, name } of cast) {
    const character = key ? await ownRecord(store, ownerUid, key) : null;
    const newest = character ? keptSheets(character)[0] : undefined;
    if (!newest) continue;
    const file = newest.path.slice(newest.path.lastIndexOf('/') + 1);
    const seen = byName.get(file);
    if (seen) seen.names.push(name);
    else byName.set(file, { path: newest.path, names: [name] });
  }
  const sheets: EarlierSheet[] = [];
  for (const { path, names } of [...byName.values()].sort((a, b) => b.names.length - a.names.length)) {
    if (sheets.length >= max) break;
    const image = await blobs.get(path);
    if (image) sheets.push({ names, image });
  }
  return sheets;
}

/**
 * Keeps the approved sheet of a book on each of its saved characters (the parent's own only),
 * newest first: it replaces the one kept for the same cast, and the oldest goes beyond
 * MAX_KEPT_SHEETS mixes.
 */
export async function keepApprovedSheet(
  { store, blobs }: SheetDeps,
  ownerUid: string,
  ids: readonly (string | undefined)[],
  sheet: { bytes: Buffer; contentType: string },
): Promise<void> {
  const cast = ids.filter((id): id is string => Boolean(id));
  if (cast.length !== ids.length) return;
  const wanted = castKey(cast);
  const unique = randomBytes(6).toString('hex');
  for (const id of cast) {
    const path = `characters/${id}/sheet-${unique}.png`;
    await blobs.put(path, sheet.bytes, sheet.contentType);
    // In a transaction: two books of the family approved at once both keep their sheet.
    const dropped = await store.runTransaction(async (tx) => {
      const character = (await tx.get(characterPath(id))) as unknown as CharacterRecord | null;
      // Deleted meanwhile, or not this parent's: nothing to keep.
      if (!character || character.ownerUid !== ownerUid) return [path];
      const before = keptSheets(character);
      const others = before.filter((k) => castKey(k.cast) !== wanted && k.path !== path);
      const sheets = [{ cast: [...cast].sort(), path }, ...others].slice(0, MAX_KEPT_SHEETS);
      tx.update(characterPath(id), { sheets: asJson(sheets), sheet: null, sheetCast: null });
      const kept = new Set(sheets.map((k) => k.path));
      return before.filter((k) => !kept.has(k.path)).map((k) => k.path);
    });
    for (const old of dropped) await blobs.delete(old);
  }
}
