import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, json } from '../../../testing/fetch';
import { CAST_POLL_MS } from '../hooks/useCastReview';
import { fakeEditApi, openWithState, STATE, TITLE, useEditorFrame } from '../testing/editApi';
import { CAST_TEXT } from './CastGate';

const ENHANCED = '/library/enhanced/mia-and-the-moon-boat/edit';
const sheetPng = () => new Response(new Blob(['png'], { type: 'image/png' }));

/** A book saved for cast review: the sheet is drawn on the first poll, then waits for the parent. */
function castApi(sheetsLeft = 2) {
  let status: { status: string; sheets: number; sheetsLeft: number } = {
    status: 'drawing',
    sheets: 0,
    sheetsLeft: 0,
  };
  let polls = 0;
  const api = fakeEditApi(
    {},
    {
      'POST /user/castStatus': () => {
        polls += 1;
        if (status.status === 'drawing' && polls > 1)
          status = { status: 'waiting', sheets: 3 - sheetsLeft, sheetsLeft };
        return json(status);
      },
      'POST /user/castSheet': sheetPng,
      'POST /user/redrawCast': () => {
        status = { status: 'drawing', sheets: status.sheets, sheetsLeft: 0 };
        polls = 1;
        sheetsLeft -= 1;
        return json(status);
      },
      'POST /user/approveCast': () => {
        status = { status: 'approved', sheets: status.sheets, sheetsLeft: 0 };
        return json(status);
      },
    },
  );
  return api;
}

describe('approving the cast before the pages', () => {
  useEditorFrame({ quiet: false });

  it('waits while the characters are drawn, shows the sheet, draws again, then opens the editor once approved', async () => {
    const { fetchMock, calls } = castApi(2);
    const { events } = await openWithState(ENHANCED, STATE);
    expect(await screen.findByText(CAST_TEXT.drawing)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: TITLE })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(CAST_POLL_MS));
    const sheet = await screen.findByRole('img', {
      name: `The characters of “${TITLE}”, each with their name`,
    });
    expect(sheet).toHaveAttribute('src', 'blob:image-1');
    expect(screen.getByText('2 more drawings left.')).toBeInTheDocument();
    expect(calls('/user/getlegends')).toHaveLength(0);

    await events.click(screen.getByRole('button', { name: CAST_TEXT.redraw }));
    expect(await screen.findByText(CAST_TEXT.drawing)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(CAST_POLL_MS));
    expect(await screen.findByText('1 more drawing left.')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: CAST_TEXT.approve }));
    expect(await screen.findByRole('heading', { level: 2, name: TITLE })).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/user/approveCast')).toEqual({ bookId: STATE.bookID });
  });

  it('cannot ask for another drawing when none are left, and shows why an action failed', async () => {
    castApi(0);
    const { events } = await openWithState(ENHANCED, STATE);
    await act(() => vi.advanceTimersByTimeAsync(CAST_POLL_MS));
    expect(await screen.findByRole('button', { name: CAST_TEXT.redraw })).toBeDisabled();
    expect(screen.getByText('No more new drawings for this book.')).toBeInTheDocument();
    fakeEditApi(
      {},
      {
        'POST /user/castStatus': () => json({ status: 'waiting', sheets: 3, sheetsLeft: 0 }),
        'POST /user/castSheet': sheetPng,
        'POST /user/approveCast': () =>
          json({ error: 'Your characters are still being drawn. Please wait a moment.' }, 409),
      },
    );
    await events.click(screen.getByRole('button', { name: CAST_TEXT.approve }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your characters are still being drawn.');
  });
});
