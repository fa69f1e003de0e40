import { DEFAULT_READING_MODE, type ReadingMode } from '@contract/readingMode';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '../../lib/auth';
import { readingModeStore } from './readingModeStore';
import { loadTypeface } from './typefaces';

/**
 * The reading mode and its setter, shared by the reader's control, the account setting and the
 * book they apply to. The API client loads only once someone is signed in.
 */
export function useReadingMode(): { mode: ReadingMode; setMode: (mode: ReadingMode) => Promise<void> } {
  const mode = useSyncExternalStore(
    readingModeStore.subscribe,
    readingModeStore.get,
    () => DEFAULT_READING_MODE,
  );
  const { user, loading } = useAuth();
  const uid = user?.uid ?? null;

  useEffect(() => {
    if (loading) return;
    if (!uid) {
      readingModeStore.signedOut();
      return;
    }
    void (async () => {
      const api = await import('../../api/readingMode');
      await readingModeStore.signedIn(uid, api.accountReadingMode, api.saveAccountReadingMode);
    })().catch((error: unknown) => {
      // A preference: when the account cannot be read, the book shows this browser's choice.
      console.error('Loading the reading mode failed', error);
    });
  }, [uid, loading]);

  useEffect(() => {
    if (mode.on) loadTypeface(mode.typeface);
  }, [mode.on, mode.typeface]);

  const setMode = useCallback((next: ReadingMode) => readingModeStore.set(next), []);
  return { mode, setMode };
}
