import { useCallback, useEffect, useState } from 'react';
import { listCharacters, type SavedCharacter } from './characters';

export type SavedCharactersState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; characters: SavedCharacter[] };

/**
 * The parent's saved characters (the Characters page, and create's picker), with `reload` for
 * after a save or a delete (and for retry).
 */
export function useSavedCharacters() {
  const [state, setState] = useState<SavedCharactersState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let active = true;
    listCharacters().then(
      (characters) => active && setState({ status: 'ready', characters }),
      (error: unknown) => {
        console.error('Loading the saved characters failed', error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [round]);

  const reload = useCallback((showLoading = false) => {
    if (showLoading) setState({ status: 'loading' });
    setRound((n) => n + 1);
  }, []);

  return { state, reload };
}
