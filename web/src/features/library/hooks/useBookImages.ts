import { useEffect, useState } from 'react';
import { getImage } from '../api/book';

/** Retry delays for illustrations not ready yet: every ~3 s at first, backing off to 30 s. */
export const IMAGE_RETRY_DELAYS_MS = [3_000, 5_000, 10_000, 20_000, 30_000];
const retryDelay = (round: number) =>
  IMAGE_RETRY_DELAYS_MS[Math.min(round, IMAGE_RETRY_DELAYS_MS.length - 1)] ?? 30_000;

/**
 * The illustrations of a book as object URLs (null while not ready), fetched one at a time
 * (spec part 2 §4 'Image loading'). A slot that is not ready (404) or fails is tried again in the
 * next round; each slot shows as soon as its image arrives. URLs are revoked on unmount.
 */
export function useBookImages(imageIds: string[]): Array<string | null> {
  const key = imageIds.join(',');
  const [loaded, setLoaded] = useState<{ key: string; urls: Array<string | null> }>({ key: '', urls: [] });

  useEffect(() => {
    const ids = key.split(',');
    let active = true;
    let round = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const created: string[] = [];
    const pending = new Set(ids.map((_, index) => index));

    const run = async () => {
      for (const index of [...pending]) {
        const id = ids[index];
        if (!active || !id) return;
        try {
          const image = await getImage(id);
          if (!active) return;
          if (image) {
            const url = URL.createObjectURL(image);
            created.push(url);
            pending.delete(index);
            setLoaded((current) => {
              const urls = current.key === key ? [...current.urls] : ids.map(() => null);
              urls[index] = url;
              return { key, urls };
            });
          }
        } catch (error) {
          if (!active) return;
          console.error(`Loading illustration ${id} failed`, error);
        }
      }
      if (!active || pending.size === 0) return;
      timer = setTimeout(() => void run(), retryDelay(round));
      round += 1;
    };
    void run();

    return () => {
      active = false;
      clearTimeout(timer);
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [key]);

  return loaded.key === key ? loaded.urls : imageIds.map(() => null);
}
