import { useCallback } from 'react';
import { fetchCredits } from '../../../api/credits';
import { useLoad, type Load } from '../../../lib/useLoad';

/**
 * The credit balance, loaded once on mount. A failed check is logged only (spec §7); the value
 * may be NaN when the server's answer was not a number.
 */
export function useCredits(): Load<number> {
  return useLoad(fetchCredits, 'credits')[0];
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
