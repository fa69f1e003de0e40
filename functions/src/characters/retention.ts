import type { DocumentStore } from '../ports/documentStore.js';
import type { EraseBookDeps } from '../shared/keptData.js';
import { CHARACTER_BLOBS, CHARACTERS_COLLECTION, characterPath, type CharacterRecord } from './model.js';

/** When a character was last saved or put in a book (older records: when they were saved). */
export const lastUsedOfCharacter = (character: CharacterRecord) =>
  character.lastUsedAt ?? character.updatedAt;

/** Records that these characters went into a book (the 18-month retention counts from it). */
export async function markCharactersUsed(store: DocumentStore, ids: string[], now: Date): Promise<void> {
  for (const id of ids) await store.update(characterPath(id), { lastUsedAt: now.toISOString() });
}

/** Saved characters neither saved nor used in a book since `unusedBefore` (ISO). */
export async function charactersPastRetention(store: DocumentStore, unusedBefore: string): Promise<string[]> {
  const rows = await store.query(CHARACTERS_COLLECTION, { where: [['updatedAt', '<', unusedBefore]] });
  return rows
    .filter((row) => lastUsedOfCharacter(row.data as unknown as CharacterRecord) < unusedBefore)
    .map((row) => row.id);
}

/** Erases one character: its photos, then its record. Safe to run again. */
export function characterEraser({ store, blobs }: EraseBookDeps) {
  return async (id: string) => {
    for (const path of await blobs.list(CHARACTER_BLOBS.all(id))) await blobs.delete(path);
    await store.delete(characterPath(id));
  };
}
