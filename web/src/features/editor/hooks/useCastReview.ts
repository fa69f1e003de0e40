import type { CastStatusResponse } from '@contract/cast';
import { useCallback, useEffect, useState } from 'react';
import { useSubmit } from '../../../lib/useSubmit';
import { approveCast, getCastSheet, getCastStatus, redrawCast } from '../api/cast';

/** How often a sheet being drawn is asked about. */
export const CAST_POLL_MS = 2_000;

export type CastReviewState =
  | { phase: 'checking' }
  /** No review, or approved: the editor shows the pages. */
  | { phase: 'open' }
  | { phase: 'drawing' }
  | { phase: 'waiting'; sheetUrl: string; sheetsLeft: number };

/**
 * The cast review of a book (issue 27): while its sheet is drawn the editor waits; once drawn
 * the parent approves it or asks for another. A book saved without a review (or a status that
 * cannot be read) opens the editor as before.
 */
export function useCastReview(bookId: string) {
  const [state, setState] = useState<CastReviewState>({ phase: 'checking' });
  const [round, setRound] = useState(0);
  const { busy, error, run } = useSubmit((failure) =>
    failure instanceof Error ? failure.message : String(failure),
  );

  const show = useCallback(
    async (status: CastStatusResponse, isActive: () => boolean) => {
      if (status.status === 'none' || status.status === 'approved') return setState({ phase: 'open' });
      if (status.status === 'drawing') return setState({ phase: 'drawing' });
      const sheet = await getCastSheet(bookId);
      if (isActive())
        setState({ phase: 'waiting', sheetUrl: URL.createObjectURL(sheet), sheetsLeft: status.sheetsLeft });
    },
    [bookId],
  );

  useEffect(() => {
    let active = true;
    getCastStatus(bookId)
      .then(async (status) => {
        if (active) await show(status, () => active);
      })
      .catch((failure: unknown) => {
        console.error('Reading the cast review failed; the editor opens as usual', failure);
        if (active) setState({ phase: 'open' });
      });
    return () => {
      active = false;
    };
  }, [bookId, round, show]);

  // While a sheet is drawn, ask again every few seconds.
  useEffect(() => {
    if (state.phase !== 'drawing') return;
    const timer = setTimeout(() => setRound((n) => n + 1), CAST_POLL_MS);
    return () => clearTimeout(timer);
  }, [state, round]);

  // The sheet's object URL is let go when another replaces it or the page closes.
  const sheetUrl = state.phase === 'waiting' ? state.sheetUrl : null;
  useEffect(() => () => void (sheetUrl && URL.revokeObjectURL(sheetUrl)), [sheetUrl]);

  async function act(call: (id: string) => Promise<CastStatusResponse>) {
    await run(async () => {
      await show(await call(bookId), () => true);
    });
  }

  return {
    state,
    busy,
    error,
    approve: () => act(approveCast),
    redraw: () => act(redrawCast),
  };
}
