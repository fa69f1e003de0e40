import { useCallback, useState } from 'react';
import { useLoad, type Load } from '../lib/useLoad';
import { listCharacters, type SavedCharacter } from './characters';

export type SavedCharactersState = Load<SavedCharacter[]>;

/**
 * The parent's saved characters (the Characters page, and create's picker), with `reload` for
 * after a save or a delete (and for retry).
 */
export function useSavedCharacters() {
  const [round, setRound] = useState(0);
  const [state, setState] = useLoad(listCharacters, 'saved characters', round);

  const reload = useCallback(
    (showLoading = false) => {
      if (showLoading) setState({ status: 'loading' });
      setRound((n) => n + 1);
    },
    [setState],
  );

  return { state, reload };
}
