import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/** A list or record the page asks the API for: loading, then ready with it, or failed. */
export type Load<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

/**
 * What `load` answers, asked when the component mounts and again whenever `round` changes. A
 * failure is logged ('Loading the {what} failed'); an answer that arrives after the component
 * has gone, or after a newer ask, is dropped. The setter lets a reload show 'loading' again.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  what: string,
  round = 0,
): [Load<T>, Dispatch<SetStateAction<Load<T>>>] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    load().then(
      (value) => active && setState({ status: 'ready', value }),
      (error: unknown) => {
        console.error(`Loading the ${what} failed`, error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
    // Asked again on a new round only: `load` and `what` are the caller's fixed request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);
  return [state, setState];
}
