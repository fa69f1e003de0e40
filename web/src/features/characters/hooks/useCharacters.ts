import { useCallback, useEffect, useState } from 'react';
import { listCharacters, type SavedCharacter } from '../../../api/characters';

export type CharactersState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; characters: SavedCharacter[] };

/** The parent's saved characters, with `reload` for after a save or a delete (and for retry). */
export function useCharacters() {
  const [state, setState] = useState<CharactersState>({ status: 'loading' });
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
