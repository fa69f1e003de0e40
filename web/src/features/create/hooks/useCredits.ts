import { useCallback, useEffect, useState } from 'react';
import { fetchCredits } from '../../../api/credits';

export type CreditsState =
  | { status: 'loading' }
  /** The check failed; spec §7: logged only. */
  | { status: 'failed' }
  /** `credits` may be NaN when the server's answer was not a number. */
  | { status: 'ready'; credits: number };

/** The credit balance, loaded once on mount. */
export function useCredits(): CreditsState {
  const [state, setState] = useState<CreditsState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    fetchCredits().then(
      (credits) => {
        if (active) setState({ status: 'ready', credits });
      },
      (error: unknown) => {
        console.error('Loading the credits failed', error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}

/** A fresh credit check for Generate: the balance, or null when the check failed (logged). */
export function useCreditCheck(): () => Promise<number | null> {
  return useCallback(async () => {
    try {
      return await fetchCredits();
    } catch (error) {
      console.error('Checking the credits failed', error);
      return null;
    }
  }, []);
}
