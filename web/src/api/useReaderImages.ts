import { useEffect, useState } from 'react';
import { getImage, type PictureWait } from './bookImages';

/** Waits before asking again for an illustration that is not ready: a few seconds at first, then 30 s (spec). */
export const READER_RETRY_DELAYS_MS = [3_000, 5_000, 10_000, 20_000, 30_000];
export const retryDelay = (attempt: number) =>
  READER_RETRY_DELAYS_MS[Math.min(attempt, READER_RETRY_DELAYS_MS.length - 1)] ?? 30_000;

export type SlotStatus = 'loading' | 'ready' | 'missing';
export interface ReaderImages {
  urls: Array<string | null>;
  status: SlotStatus[];
  /** Where the pictures still to come are in the drawing line (issue 46), while any is loading. */
  wait?: PictureWait | null;
}

const sleep = (ms: number, signal: { active: boolean }, timers: Set<ReturnType<typeof setTimeout>>) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      resolve();
    }, ms);
    timers.add(timer);
    if (!signal.active) resolve();
  });

/**
 * The book viewer's illustrations (spec part 2 §4 'Image loading in viewers'): fetched one at a
 * time for the ten slots; a 404 means not ready, so the same slot is asked again after a wait;
 * any other failure is logged and the slot skipped ('missing'). Object URLs are revoked on unmount.
 */
export function useReaderImages(imageIds: string[] | null): ReaderImages {
  const key = imageIds ? imageIds.join(',') : '';
  const [state, setState] = useState<{ key: string } & ReaderImages>({ key: '', urls: [], status: [] });
  const [wait, setWait] = useState<{ key: string; wait: PictureWait } | null>(null);

  useEffect(() => {
    if (!key) return;
    const ids = key.split(',');
    const signal = { active: true };
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const created: string[] = [];
    const update = (index: number, status: SlotStatus, url: string | null) =>
      setState((current) => {
        const base =
          current.key === key
            ? current
            : { key, urls: ids.map(() => null), status: ids.map((): SlotStatus => 'loading') };
        const urls = [...base.urls];
        const statuses = [...base.status];
        urls[index] = url;
        statuses[index] = status;
        return { key, urls, status: statuses };
      });

    const run = async () => {
      for (const [index, id] of ids.entries()) {
        if (!id) {
          update(index, 'missing', null);
          continue;
        }
        for (let attempt = 0; signal.active; attempt += 1) {
          try {
            const image = await getImage(id, (answer) => setWait({ key, wait: answer }));
            if (!signal.active) return;
            if (image) {
              const url = URL.createObjectURL(image);
              created.push(url);
              update(index, 'ready', url);
              break;
            }
            await sleep(retryDelay(attempt), signal, timers);
          } catch (error) {
            if (!signal.active) return;
            console.error(`Loading illustration ${id} failed; skipping it`, error);
            update(index, 'missing', null);
            break;
          }
        }
        if (!signal.active) return;
      }
    };
    void run();

    return () => {
      signal.active = false;
      for (const timer of timers) clearTimeout(timer);
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [key]);

  if (state.key === key && key) {
    const loading = state.status.includes('loading') || state.status.length < key.split(',').length;
    return { ...state, wait: loading && wait?.key === key ? wait.wait : null };
  }
  const count = imageIds?.length ?? 0;
  return {
    urls: Array.from({ length: count }, () => null),
    status: Array.from({ length: count }, () => 'loading'),
  };
}
