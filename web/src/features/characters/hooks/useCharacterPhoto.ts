import { useEffect, useState } from 'react';
import { characterPhoto } from '../../../api/characters';

/** An object URL of one of a saved character's photos (null while loading or if it failed). */
export function useCharacterPhoto(id: string, photo: number | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (photo === null) return;
    let active = true;
    let created: string | null = null;
    characterPhoto(id, photo).then(
      (blob) => {
        if (!active) return;
        created = URL.createObjectURL(blob);
        setUrl(created);
      },
      (error: unknown) => console.error('Loading a character photo failed', error),
    );
    return () => {
      active = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [id, photo]);
  return url;
}
