import { randomBytes } from 'node:crypto';
import {
  CHARACTER_MESSAGES,
  MAX_SAVED_CHARACTERS,
  type CharacterRow,
  type SaveCharacterRequest,
} from '../contract/characters.js';
import { personLook, petLook, type Look } from '../contract/look.js';
import type { DocData, DocumentStore, Transaction } from '../ports/documentStore.js';
import type { Caller } from '../ports/identity.js';
import type { Deps } from '../ports/index.js';
import { countCall } from '../shared/callLimits.js';
import { Invalid, NotFound } from '../shared/domainErrors.js';
import { asJson } from '../shared/json.js';
import { normalizePhoto } from '../shared/photos.js';
import {
  CHARACTER_BLOBS,
  CHARACTERS_COLLECTION,
  characterPath,
  keptSheets,
  newCharacterId,
  rowOf,
  type CharacterRecord,
} from './model.js';
import { checkCharacterPhotos, type UploadedCharacterPhoto } from './photos.js';
import { characterEraser } from './retention.js';
import { characterUsagePath } from './usage.js';

/** The caller's character, or 404 (another parent's ids answer the same). */
export async function ownCharacter(
  reader: Pick<DocumentStore | Transaction, 'get'>,
  caller: Caller,
  id: string,
): Promise<CharacterRecord> {
  const character = (await reader.get(characterPath(id))) as unknown as CharacterRecord | null;
  if (!character || character.ownerUid !== caller.uid)
    throw new NotFound(CHARACTER_MESSAGES.notFound, 'character_not_found');
  return character;
}

/** A pet's look is a pet's; a person's is built or a preset. */
function checkLook(role: SaveCharacterRequest['role'], look: Look | null) {
  if (!look) return;
  if (role === 'pet' && !petLook.safeParse(look).success) throw new Invalid(CHARACTER_MESSAGES.petLook);
  if (role !== 'pet' && petLook.safeParse(look).success) throw new Invalid(CHARACTER_MESSAGES.personLook);
  if (role !== 'pet' && !('preset' in look) && !personLook.safeParse(look).success)
    throw new Invalid(CHARACTER_MESSAGES.personLook);
}

/** A parent's saved characters (issue 27): kept once, picked at create, the same in every book. */
export function charactersService(deps: Pick<Deps, 'store' | 'blobs' | 'clock' | 'moderator'>) {
  const { store, blobs, clock, moderator } = deps;

  /** Stores the photos (decoded one at a time, upright, at most 2048 px) under fresh names. */
  async function storePhotos(id: string, photos: UploadedCharacterPhoto[]): Promise<string[]> {
    const unique = randomBytes(6).toString('hex');
    const stored: string[] = [];
    try {
      for (const [i, photo] of photos.entries()) {
        const normalized = await normalizePhoto(photo.bytes).catch(() => null);
        if (!normalized)
          throw new Invalid(
            `Photo ${i + 1} could not be read. Please upload PNG, JPG, WebP or HEIC photos.`,
            'photo_not_image',
          );
        const path = CHARACTER_BLOBS.photo(id, unique, i + 1, normalized.extension);
        await blobs.put(path, normalized.bytes, normalized.contentType);
        stored.push(path);
      }
      return stored;
    } catch (error) {
      for (const path of stored) await blobs.delete(path);
      throw error;
    }
  }

  return {
    /**
     * POST /user/characters/save: a new character, or changes to one (future books only). Photos
     * sent replace the character's photos; none sent keep them. A look left out keeps the one it
     * has, `null` removes it. A character needs a photo or a look.
     */
    async save(
      caller: Caller,
      request: SaveCharacterRequest,
      photos: UploadedCharacterPhoto[],
    ): Promise<{ id: string }> {
      checkCharacterPhotos(photos);
      // An id stored nowhere yet names a new character: the avatar builder picks it first, so its
      // live preview wears the clothes the books will draw (they are seeded from the id, issue 47).
      const proposed = request.id && !(await store.get(characterPath(request.id))) ? request.id : null;
      const before = request.id && !proposed ? await ownCharacter(store, caller, request.id) : null;
      const look = request.look === undefined ? (before?.look ?? null) : request.look;
      checkLook(request.role, look);
      if (photos.length === 0 && (before?.photos.length ?? 0) === 0 && !look)
        throw new Invalid(CHARACTER_MESSAGES.photoOrLook);
      const verdict = await moderator.check([request.name]);
      if (!verdict.ok)
        throw new Invalid(
          `Please choose another name: it contains inappropriate language (${verdict.offending.join(', ')}).`,
        );
      const now = clock.now();
      // Decoding photos costs; it is counted before it starts.
      if (photos.length > 0)
        await countCall(store, characterUsagePath(caller.uid), 'characterPhotoSaves', now);
      const id = request.id ?? newCharacterId();
      const outdated =
        photos.length > 0 ||
        (request.look !== undefined && JSON.stringify(request.look) !== JSON.stringify(before?.look ?? null));
      const stored = photos.length > 0 ? await storePhotos(id, photos) : null;
      try {
        await store.runTransaction(async (tx) => {
          if (!before) {
            // Another save took the proposed id meanwhile: not this one's to overwrite.
            if (proposed && (await tx.get(characterPath(proposed))))
              throw new NotFound(CHARACTER_MESSAGES.notFound, 'character_not_found');
            const mine = await tx.query(CHARACTERS_COLLECTION, { where: [['ownerUid', '==', caller.uid]] });
            if (mine.length >= MAX_SAVED_CHARACTERS)
              throw new Invalid(CHARACTER_MESSAGES.tooMany, 'too_many_characters');
          } else await ownCharacter(tx, caller, id);
          const record: CharacterRecord = {
            ownerUid: caller.uid,
            name: request.name,
            role: request.role,
            pronouns: request.pronouns,
            look,
            photos: stored ?? before?.photos ?? [],
            createdAt: before?.createdAt ?? now.toISOString(),
            updatedAt: now.toISOString(),
            // A changed look or new photos make the approved sheets out of date.
            sheets: outdated || !before ? [] : keptSheets(before),
          };
          tx.set(characterPath(id), asJson(record) as DocData);
        });
      } catch (error) {
        for (const path of stored ?? []) await blobs.delete(path);
        throw error;
      }
      if (stored) for (const path of before?.photos ?? []) await blobs.delete(path);
      if (outdated && before) for (const sheet of keptSheets(before)) await blobs.delete(sheet.path);
      return { id };
    },

    /** POST /user/characters/list: the caller's characters, oldest first (the order they were added). */
    async list(caller: Caller): Promise<CharacterRow[]> {
      const rows = await store.query(CHARACTERS_COLLECTION, { where: [['ownerUid', '==', caller.uid]] });
      return rows
        .map((row) => ({ id: row.id, character: row.data as unknown as CharacterRecord }))
        .sort(
          (a, b) => a.character.createdAt.localeCompare(b.character.createdAt) || a.id.localeCompare(b.id),
        )
        .map(({ id, character }) => rowOf(id, character));
    },

    /** POST /user/characters/delete: the character and its photos; books made keep their pictures. */
    async remove(caller: Caller, id: string): Promise<void> {
      await ownCharacter(store, caller, id);
      await characterEraser(deps)(id);
    },

    /** POST /user/characters/photo: one of the character's photos, for the parent's own screens. */
    async photo(caller: Caller, id: string, n: number) {
      const character = await ownCharacter(store, caller, id);
      const path = character.photos[n - 1];
      const blob = path ? await blobs.get(path) : null;
      if (!blob) throw new NotFound('Photo not found');
      return blob;
    },
  };
}
