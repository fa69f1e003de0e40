import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * A value only the browser knows (storage, browser features) that does not change while the
 * page is open: a prerendered page is hydrated with `prerendered` (what the server assumed), and
 * the browser's own value follows right after, so hydration never meets a mismatch.
 */
export function useBrowserValue<T>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(unchanging, read, () => prerendered);
}
