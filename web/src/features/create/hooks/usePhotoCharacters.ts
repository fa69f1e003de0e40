import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_CHARACTERS, type Gender, type Relationship } from '../constants';
import type { PhotoCharacter } from '../validation';

const blank = (id: number, relationship: Relationship): PhotoCharacter => ({
  id,
  name: '',
  relationship,
  gender: 'unknown',
  photo: null,
  photoPreview: null,
});

export type CharacterPatch = Partial<{ name: string; relationship: Relationship; gender: Gender }>;

/**
 * The characters of the Photo Stories form (spec part 2 §2 and §3): up to 6, the first defaults to
 * main, at least one stays. Photo previews are object URLs, revoked when the photo is removed or
 * replaced, the character deleted, or the page left.
 */
export function usePhotoCharacters() {
  const [characters, setCharacters] = useState<PhotoCharacter[]>(() => [blank(Date.now(), 'main')]);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const release = useCallback((url: string | null) => {
    if (!url) return;
    URL.revokeObjectURL(url);
    previews.current.delete(url);
  }, []);

  const add = useCallback(() => {
    setCharacters((current) => {
      if (current.length >= MAX_CHARACTERS) return current;
      // Timestamp ids (spec §3), kept unique when two are added within the same millisecond.
      const id = Math.max(Date.now(), ...current.map((c) => c.id + 1));
      return [...current, blank(id, 'other')];
    });
  }, []);

  const remove = useCallback(
    (id: number) => {
      if (characters.length <= 1) return;
      release(characters.find((c) => c.id === id)?.photoPreview ?? null);
      setCharacters(characters.filter((c) => c.id !== id));
    },
    [characters, release],
  );

  const update = useCallback((id: number, patch: CharacterPatch) => {
    setCharacters((current) => current.map((c) => (c.id === id ? { ...c, ...patch } : c)));
  }, []);

  const setPhoto = useCallback(
    (id: number, photo: File | null) => {
      release(characters.find((c) => c.id === id)?.photoPreview ?? null);
      const photoPreview = photo ? URL.createObjectURL(photo) : null;
      if (photoPreview) previews.current.add(photoPreview);
      setCharacters(characters.map((c) => (c.id === id ? { ...c, photo, photoPreview } : c)));
    },
    [characters, release],
  );

  return {
    characters,
    canAdd: characters.length < MAX_CHARACTERS,
    canRemove: characters.length > 1,
    add,
    remove,
    update,
    setPhoto,
  };
}
