import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../../testing/fetch';
import {
  BOOK_ID,
  fakeEditApi,
  LEGENDS,
  openWithPictures,
  openWithState,
  ORIGINALS,
  STATE,
  TITLE,
  useEditorFrame,
} from '../testing/editApi';

const PATH = '/library/mia-and-the-moon-boat/edit';
const RECREATING = 'Recreating the image. This usually takes about 30 seconds. Thank you for waiting!';
const page = (n: number) => screen.getByRole('article', { name: `Page ${n}` });

const openReview = (state: unknown = STATE) => openWithPictures(PATH, state);

describe('the basic image review screen', () => {
  useEditorFrame();

  it('redoes a page with its description, then Select replaces the picture and Build comes back', async () => {
    const api = fakeEditApi({ used: 1 });
    const { events, router } = await openReview();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit your story' })).toBeInTheDocument();
    expect(screen.getByText('Number of image regenerations left: 2')).toBeInTheDocument();
    expect(page(3)).toHaveTextContent('Page 3 of the adventure.');
    expect(within(page(3)).queryByRole('textbox')).not.toBeInTheDocument();
    const original = within(page(3)).getByRole('img', { name: LEGENDS[2] });
    const originalSrc = original.getAttribute('src');

    await events.click(within(page(3)).getByRole('button', { name: 'Redo Image' }));
    expect(await screen.findByText(RECREATING)).toBeInTheDocument();
    await waitFor(() => expect(api.calls('/user/reDoImage')).toHaveLength(1));
    expect(api.calls('/user/reDoImage')[0]).toEqual({
      index: 2,
      reDoPrompt: LEGENDS[2],
      useLora: false,
      bookId: BOOK_ID,
    });
    const redoId = `${BOOK_ID}_3_1`;
    await waitFor(() => expect(api.calls('/user/imageOutput').map((b) => b.bookId)).toContain(redoId));
    api.book.ready.add(redoId);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(screen.queryByText(RECREATING)).not.toBeInTheDocument());
    expect(screen.getByText('Number of image regenerations left: 1')).toBeInTheDocument();

    const redone = within(page(3)).getByRole('region', { name: 'Redone images for page 3' });
    expect(within(redone).getByRole('heading', { name: 'Redone Image :' })).toBeInTheDocument();
    const newPicture = within(redone).getByRole('img', { name: 'New picture 1 for page 3' });
    expect(within(redone).getByRole('button', { name: /^Redo Image/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Build my book!' })).not.toBeInTheDocument();

    await events.click(within(redone).getByRole('button', { name: /^Select/ }));
    await waitFor(() =>
      expect(api.calls('/user/saveSelectedImageNumber')).toEqual([{ bookId: BOOK_ID, imageId: redoId }]),
    );
    const pageImage = within(page(3)).getAllByRole('img')[0]!;
    expect(pageImage.getAttribute('src')).toBe(newPicture.getAttribute('src'));
    expect(pageImage.getAttribute('src')).not.toBe(originalSrc);
    expect(within(redone).getByText('In your book')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Build my book!' }));
    const built = await screen.findByRole('dialog', { name: 'Hooray!' });
    expect(built).toHaveTextContent('Your book is built! Check your library!');
    const expectedIds = ORIGINALS.map((id, i) => (i === 2 ? redoId : id));
    expect(api.calls('/user/createPdf')).toEqual([
      {
        bookId: BOOK_ID,
        userQuerySelectedImagesArray: expectedIds.map((link) => ({ link, bookId: BOOK_ID })),
        counter: 2,
        imageNumArray: expectedIds,
      },
    ]);
    await events.click(within(built).getByRole('button', { name: 'Go to my Library' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/library'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a picture the engine gave up on as such, with the way to redo it, and stops asking', async () => {
    const failedId = `${BOOK_ID}_4`;
    const api = fakeEditApi({ used: 0 });
    const images = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      if (input === '/user/imageOutput' && String(init?.body).includes(`"${failedId}"`))
        return json({ error: 'This illustration could not be drawn. Please redo it.' }, 422);
      return images!(input, init);
    });
    await openWithState(PATH, STATE);
    const alert = await within(await screen.findByRole('article', { name: 'Page 4' })).findByRole('alert');
    expect(alert).toHaveTextContent('This illustration could not be drawn. Please redo it.');
    expect(within(page(4)).getByRole('button', { name: 'Redo Image' })).toBeEnabled();
    const asked = api.calls('/user/imageOutput').filter((b) => b.bookId === failedId).length;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(api.calls('/user/imageOutput').filter((b) => b.bookId === failedId)).toHaveLength(asked);
  });

  it('opens the limit dialog at 3 redos used and makes no call', async () => {
    const api = fakeEditApi({ used: 3 });
    const { events } = await openReview();
    expect(screen.getByText('Number of image regenerations left: 0')).toBeInTheDocument();
    await events.click(within(page(1)).getByRole('button', { name: 'Redo Image' }));
    expect(await screen.findByRole('dialog', { name: 'No more new images' })).toHaveTextContent(
      "Oops! Looks like you've reached the limit for generating new images. Unfortunately, no more are available now.",
    );
    expect(api.calls('/user/reDoImage')).toHaveLength(0);
  });

  it('waits 30 seconds after a failed redo and tries again by itself', async () => {
    let failures = 1;
    const api = fakeEditApi({}, {});
    const redo = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (input === '/user/reDoImage' && failures > 0) {
        failures -= 1;
        return json({ error: 'busy' }, 503);
      }
      return redo(input, init);
    });
    const { events } = await openReview();
    await events.click(within(page(1)).getByRole('button', { name: 'Redo Image' }));
    const note = await screen.findByText(/We'll try again in 30 seconds/);
    expect(note).toBeInTheDocument();
    expect(screen.getByText(RECREATING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop trying' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(api.book.redos).toEqual([`${BOOK_ID}_1_1`]));
    expect(screen.queryByText(/We'll try again in 30 seconds/)).not.toBeInTheDocument();
    api.book.ready.add(`${BOOK_ID}_1_1`);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await within(page(1)).findByRole('img', { name: 'New picture 1 for page 1' })).toBeInTheDocument();
  });

  it('reads the book record array of the navigation state', async () => {
    fakeEditApi();
    await openReview([TITLE, 'None', BOOK_ID, '', ['Only from the state.'], LEGENDS, 0]);
    expect(page(1)).toHaveTextContent('Page 1 of the adventure.');
  });
});
