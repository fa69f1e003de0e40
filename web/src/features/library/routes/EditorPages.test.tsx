import { act, screen, waitFor, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/firebase';
import { installFetch, json } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';

const mockedAuth = auth as unknown as { currentUser: User | null };
const BOOK_ID = '1700000000000';
const PARAGRAPHS = Array.from({ length: 10 }, (_, i) => `Page ${i + 1} of the adventure.`);
const LEGENDS = Array.from({ length: 10 }, (_, i) => `Mia on page ${i + 1}, smiling under the moon`);
const STATE = {
  bookID: BOOK_ID,
  storyTitle: 'Mia and the Moon Boat',
  formattedStory: PARAGRAPHS.join('\n\n'),
  imageNum: 'None',
};

const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });

/** imageOutput answers 200 for the slots in `ready`, 404 otherwise. */
function api(ready: Set<number>) {
  return installFetch({
    'POST /user/getlegends': () =>
      json([
        BOOK_ID,
        'Mia and the Moon Boat',
        'Essential',
        LEGENDS,
        [0],
        ['Mia:1'],
        PARAGRAPHS.join('\n\n'),
        [],
      ]),
    'POST /user/imageOutput': (init) => {
      const { bookId } = JSON.parse(String(init?.body)) as { bookId: string };
      const n = Number(bookId.split('_')[1]);
      return ready.has(n) ? png() : json({ error: 'not ready' }, 404);
    },
  });
}

async function openEditor(path: string, state: unknown) {
  mockedAuth.currentUser = fakeUser();
  const view = renderApp({ path: '/library', user: fakeUser() });
  await screen.findByRole('heading', { level: 1, name: 'Your Library' });
  await act(() => view.router.navigate(path, { state }));
  return view;
}

describe('edit pages while the illustrations are painted', () => {
  let created = 0;
  const revoked: string[] = [];
  beforeEach(() => {
    created = 0;
    revoked.length = 0;
    Object.assign(URL, {
      createObjectURL: vi.fn(() => `blob:image-${(created += 1)}`),
      revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
    });
  });
  afterEach(() => {
    mockedAuth.currentUser = null;
    vi.useRealTimers();
  });

  it('shows the progress and each illustration as soon as it is ready', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ready = new Set([1, 3]);
    const fetchMock = api(ready);
    const { unmount } = await openEditor('/library/essential/mia-and-the-moon-boat/edit', STATE);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit your Photo Story' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mia and the Moon Boat' })).toBeInTheDocument();

    const progress = screen.getByRole('progressbar', { name: /illustrations ready/ });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '2'));
    expect(progress).toHaveAccessibleName('2 of 10 illustrations ready');
    expect(progress).toHaveAttribute('aria-valuemax', '10');

    const page1 = screen.getByRole('article', { name: 'Page 1' });
    expect(page1).toHaveTextContent('Page 1 of the adventure.');
    expect(await within(page1).findByRole('img', { name: LEGENDS[0] })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(
      within(screen.getByRole('article', { name: 'Page 2' })).queryByRole('img'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Page 2' })).toHaveTextContent('Painting page 2...');
    expect(within(screen.getByRole('article', { name: 'Page 3' })).getByRole('img')).toBeInTheDocument();

    const asked = fetchMock.mock.calls
      .filter(([path]) => path === '/user/imageOutput')
      .map(([, init]) => JSON.parse(String(init?.body)).bookId);
    expect(asked.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, i) => `${BOOK_ID}_${i + 1}`));

    // The others arrive later: only the missing slots are asked for again.
    for (let n = 2; n <= 10; n += 1) ready.add(n);
    const before = fetchMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '10'));
    const retried = fetchMock.mock.calls.slice(before).filter(([path]) => path === '/user/imageOutput');
    expect(retried).toHaveLength(8);
    expect(progress).toHaveAccessibleName('10 of 10 illustrations ready');
    expect(screen.getByText('All 10 illustrations are ready!')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Page 10' })).getByRole('img', { name: LEGENDS[9] }),
    ).toBeInTheDocument();

    unmount();
    expect(revoked).toHaveLength(10);
  });

  it('reads the title and the story from getlegends for the Avatar editor when the state has none', async () => {
    api(new Set());
    await openEditor('/library/enhanced/x/edit', { bookID: BOOK_ID });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit your Avatar Story' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Mia and the Moon Boat' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Page 4' })).toHaveTextContent('Page 4 of the adventure.');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('progressbar')).toHaveAccessibleName('0 of 10 illustrations ready');
  });

  it('without a book in the state points to the Library', async () => {
    const fetchMock = api(new Set());
    await openEditor('/library/essential/mia-and-the-moon-boat/edit', null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit your Photo Story' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your Library' })).toHaveAttribute('href', '/library');
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain('/user/imageOutput');
  });
});
