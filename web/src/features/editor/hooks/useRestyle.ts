import type { ArtStyle } from '@contract/artStyle';
import type { RestyleStatusResponse } from '@contract/restyle';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCredits } from '../../../api/credits';
import { ApiError } from '../../../lib/api';
import { chooseRestyle, getRestyleStatus, restyleStory } from '../api/restyle';
import { i18n } from '../../../i18n';

/** How often a restyle being drawn is asked about (the first drawing's pictures are polled alike). */
export const RESTYLE_POLL_MS = 3_000;

/** Read in the page's language when shown. */
export const RESTYLE_TEXT = {
  get failed() {
    return i18n._('editor.restyle.failed');
  },
  get chooseFailed() {
    return i18n._('editor.restyle.chooseFailed');
  },
};

/** What went wrong, in words for the parent; `needsCredits` shows the way to buy some. */
export interface RestyleError {
  message: string;
  needsCredits: boolean;
}

function errorOf(failure: unknown, fallback: string): RestyleError {
  if (failure instanceof ApiError && (failure.status === 400 || failure.status === 403))
    return { message: failure.message || fallback, needsCredits: failure.status === 403 };
  return { message: fallback, needsCredits: false };
}

/**
 * A book's restyle (issue 28, item 3): its status, polled while the new pictures are drawn;
 * asking for one (after reading the balance it costs from); and the parent's choice. `onPictures`
 * hears every status with new pictures, so the editor offers them page by page; `onChosen` hears
 * a choice, so the editor reads the book's selection again.
 */
export function useRestyle(
  bookId: string,
  { onPictures, onChosen }: { onPictures: (status: RestyleStatusResponse) => void; onChosen: () => void },
) {
  const [status, setStatus] = useState<RestyleStatusResponse | null>(null);
  const [credits, setCredits] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<RestyleError | null>(null);
  const [round, setRound] = useState(0);
  const handlers = useRef({ onPictures, onChosen });
  useEffect(() => {
    handlers.current = { onPictures, onChosen };
  });

  const show = useCallback((next: RestyleStatusResponse) => {
    setStatus(next);
    if (next.imageIds.length > 0) handlers.current.onPictures(next);
  }, []);

  useEffect(() => {
    let active = true;
    getRestyleStatus(bookId)
      .then((next) => active && show(next))
      .catch((failure: unknown) => console.error('Reading the restyle failed', failure));
    return () => {
      active = false;
    };
  }, [bookId, round, show]);

  // While the new pictures are drawn, ask again every few seconds.
  useEffect(() => {
    if (status?.status !== 'drawing') return;
    const timer = setTimeout(() => setRound((n) => n + 1), RESTYLE_POLL_MS);
    return () => clearTimeout(timer);
  }, [status, round]);

  /** Reads the balance the restyle is paid from (the dialog shows it). */
  const readCredits = useCallback(() => {
    setCredits(null);
    setError(null);
    fetchCredits().then(
      (n) => setCredits(Number.isFinite(n) ? n : 0),
      (failure: unknown) => {
        console.error('Reading the credits failed', failure);
        setCredits(0);
      },
    );
  }, []);

  async function start(artStyle: ArtStyle): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      show(await restyleStory(bookId, artStyle));
      return true;
    } catch (failure) {
      console.error(`Restyling book ${bookId} failed`, failure);
      setError(errorOf(failure, RESTYLE_TEXT.failed));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function choose(use: 'new' | 'old') {
    setBusy(true);
    setError(null);
    try {
      show(await chooseRestyle(bookId, use));
      handlers.current.onChosen();
    } catch (failure) {
      console.error(`Choosing the pictures of book ${bookId} failed`, failure);
      setError(errorOf(failure, RESTYLE_TEXT.chooseFailed));
    } finally {
      setBusy(false);
    }
  }

  return { status, credits, busy, error, readCredits, start, choose, clearError: () => setError(null) };
}

export type Restyle = ReturnType<typeof useRestyle>;
