import { use } from 'react';

export type Loaded<T> = { value: T; failed: false } | { value: null; failed: true };

/** React's convention for a promise it may read without suspending: status and value on it. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const outcomes = new Map<string, Tracked<Loaded<unknown>>>();

/** Resolves when everything asked for so far has loaded (prerendering renders again then). */
export async function loadsSettled(): Promise<number> {
  const pending = [...outcomes.values()].filter((o) => o.status !== 'fulfilled');
  await Promise.all(pending);
  return pending.length;
}

/**
 * A value loaded lazily (an article, a sample story), once per `key`: suspends until it is
 * there (wrap the caller in <Suspense> with the loading state), then gives the value, or failed.
 * Suspending, rather than rendering a loading state, lets prerendering wait for the content and
 * lets hydration keep the prerendered content on screen while the code arrives. A failure is
 * forgotten, so the next visit tries again.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  let outcome = outcomes.get(key) as Tracked<Loaded<T>> | undefined;
  if (!outcome) {
    const loading: Tracked<Loaded<T>> = load().then(
      (value): Loaded<T> => ({ value, failed: false }),
      (): Loaded<T> => {
        outcomes.delete(key);
        return { value: null, failed: true };
      },
    );
    void loading.then((loaded) => Object.assign(loading, { status: 'fulfilled', value: loaded }));
    outcome = loading;
    outcomes.set(key, outcome);
  }
  return use(outcome as Promise<Loaded<T>>);
}
