import { useEffect, useState } from 'react';

/**
 * A value loaded once for the component's life (a lazily imported article or sample): null while
 * loading, then the value, or failed. Key the component by what it loads to start again.
 */
export function useLoaded<T>(load: () => Promise<T>): { value: T | null; failed: boolean } {
  const [value, setValue] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setValue(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // Loaded once per mount: callers key the component by what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { value, failed };
}
