import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, type FetchHandler } from '../../../testing/fetch';
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

const ESSENTIAL = '/library/essential/mia-and-the-moon-boat/edit';
const ENHANCED = '/library/enhanced/mia-and-the-moon-boat/edit';
const LIMIT_TEXT =
  "Oops! Looks like you've reached the limit for generating new images. Unfortunately, no more are available now.";

const page = (n: number) => screen.getByRole('article', { name: `Page ${n}` });

const openEditor = (path = ESSENTIAL) => openWithPictures(path);

describe('the editor with image descriptions', () => {
  const { revoked } = useEditorFrame();

  it('loads behind the overlay, then shows the counter, the guide link, the story and 10 pictures', async () => {
    let answerLegends: (() => void) | undefined;
    const legendsGate = new Promise<void>((resolve) => (answerLegends = resolve));
    const api = fakeEditApi({ used: 2 });
    const legends = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      if (input === '/user/getlegends') await legendsGate;
      return legends!(input, init);
    });

    const { unmount } = await openWithState(ESSENTIAL, STATE);
    expect(
      await screen.findByText(
        'Loading your story and images. This typically takes about 3 minutes. Thank you for your patience!',
      ),
    ).toBeInTheDocument();
    answerLegends?.();

    expect(await screen.findByRole('heading', { level: 2, name: TITLE })).toBeInTheDocument();
    expect(screen.queryByText(/Loading your story and images/)).not.toBeInTheDocument();
    expect(screen.getByText('Number of image regenerations left: 8')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'image customization guide' })).toHaveAttribute(
      'href',
      '/blog/image-customization-tips-for-your-enhanced-story',
    );
    expect(
      screen.getByText(/select your preferred version of each image before you leave/),
    ).toHaveTextContent(/keep editing any time from your Library/);

    // Numbering stripped, one paragraph per page; the descriptions from [3], editable.
    expect(page(3)).toHaveTextContent('Page 3 of the adventure.');
    expect(page(3)).not.toHaveTextContent('3. Page 3');
    expect(within(page(3)).getByRole('textbox', { name: 'Image Description for page 3' })).toHaveValue(
      LEGENDS[2],
    );

    const progress = screen.getByRole('progressbar', { name: /illustrations ready/ });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '10'));
    expect(screen.getByText('10 of 10 illustrations ready')).toBeInTheDocument();
    expect(within(page(10)).getByRole('img', { name: LEGENDS[9] })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    const asked = api.calls('/user/imageOutput').map((body) => body.bookId);
    expect(asked).toEqual(ORIGINALS);
    expect(screen.getByRole('button', { name: 'Build my book!' })).toBeEnabled();

    unmount();
    expect(revoked()).toHaveLength(10);
  });

  it('retries pictures that are not painted yet, slot by slot', async () => {
    const api = fakeEditApi();
    api.book.ready = new Set([ORIGINALS[0]!]);
    await openWithState(ESSENTIAL, STATE);
    const progress = await screen.findByRole('progressbar');
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '1'));
    expect(page(2)).toHaveTextContent('Painting page 2...');
    expect(screen.getByRole('button', { name: 'Build my book!' })).toBeDisabled();

    api.book.ready = new Set(ORIGINALS);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '10'));
    expect(api.calls('/user/imageOutput')).toHaveLength(19);
  });

  it('says how long the pictures still in the drawing line will take, until they are all here', async () => {
    const wait = { ahead: 35, mine: 9, seconds: 118, label: 'about 2 minutes' };
    const api = fakeEditApi(
      {},
      {
        'POST /user/imageOutput': (init) => {
          const { bookId } = JSON.parse(String(init?.body)) as { bookId: string };
          return api.book.ready.has(bookId)
            ? new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } })
            : json({ error: 'not ready', wait }, 404);
        },
      },
    );
    api.book.ready = new Set([ORIGINALS[0]!]);
    await openWithState(ESSENTIAL, STATE);
    const progress = await screen.findByRole('progressbar');
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '1'));
    expect(await screen.findByTestId('picture-wait')).toHaveTextContent('about 2 minutes');
    expect(screen.getByText(/Other books are being painted first/)).toBeInTheDocument();

    api.book.ready = new Set(ORIGINALS);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '10'));
    expect(screen.queryByTestId('picture-wait')).not.toBeInTheDocument();
  });

  it('needs a description before redoing, and makes no call without one', async () => {
    const api = fakeEditApi();
    const { events } = await openEditor();
    const description = within(page(2)).getByRole('textbox', { name: 'Image Description for page 2' });
    await events.clear(description);
    await events.click(within(page(2)).getByRole('button', { name: 'Redo Image' }));

    expect(within(page(2)).getByRole('alert')).toHaveTextContent(
      'Please provide an image description before redoing the image.',
    );
    expect(description).toHaveFocus();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('/user/getCounter')).toHaveLength(0);
    expect(api.calls('/user/reDoEssentialImage')).toHaveLength(0);
  });

  it('opens the limit dialog at 10 redos used and makes no redo call', async () => {
    const api = fakeEditApi({ used: 10 });
    const { events } = await openEditor();
    expect(screen.getByText('Number of image regenerations left: 0')).toBeInTheDocument();
    await events.click(within(page(1)).getByRole('button', { name: 'Redo Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'No more new images' });
    expect(dialog).toHaveTextContent(LIMIT_TEXT);
    expect(api.calls('/user/reDoEssentialImage')).toHaveLength(0);
    await events.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('dialog', { name: 'No more new images' })).not.toBeInTheDocument();
  });

  it('opens the limit dialog when the counter check says the limit was reached elsewhere', async () => {
    const api = fakeEditApi({ used: 9 });
    const { events } = await openEditor();
    api.book.used = 10;
    await events.click(within(page(1)).getByRole('button', { name: 'Redo Image' }));
    expect(await screen.findByRole('dialog', { name: 'No more new images' })).toHaveTextContent(LIMIT_TEXT);
    expect(api.calls('/user/getCounter')).toHaveLength(1);
    expect(api.calls('/user/reDoEssentialImage')).toHaveLength(0);
    expect(screen.getByText('Number of image regenerations left: 0')).toBeInTheDocument();
  });

  it('redoes a picture with the edited description, shows it once drawn, and Build waits for a choice', async () => {
    const api = fakeEditApi({ used: 1 });
    const { events } = await openEditor();
    const description = within(page(4)).getByRole('textbox', { name: 'Image Description for page 4' });
    await events.clear(description);
    await events.type(description, 'Mia waves from a red boat');
    await events.click(within(page(4)).getByRole('button', { name: 'Redo Image' }));

    expect(
      await screen.findByText(
        'Regenerating image. This usually takes about 30-60 seconds. Thank you for waiting!',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.calls('/user/reDoEssentialImage')).toHaveLength(1));
    expect(api.calls('/user/reDoEssentialImage')[0]).toEqual({
      bookId: BOOK_ID,
      legend: 'Mia waves from a red boat',
      legendIndex: 3,
    });
    const redoId = `${BOOK_ID}_4_1`;
    // Not drawn yet: 404, the overlay stays.
    await waitFor(() => expect(api.calls('/user/imageOutput').map((b) => b.bookId)).toContain(redoId));
    expect(screen.getByText(/Regenerating image/)).toBeInTheDocument();
    expect(screen.getByText('Number of image regenerations left: 8')).toBeInTheDocument();

    api.book.ready.add(redoId);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(screen.queryByText(/Regenerating image/)).not.toBeInTheDocument());

    const redone = within(page(4)).getByRole('region', { name: 'Redone images for page 4' });
    expect(within(redone).getByRole('heading', { name: 'Redone Images:' })).toBeInTheDocument();
    expect(within(redone).getByRole('img', { name: 'New picture 1 for page 4' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(within(redone).getByRole('button', { name: /^Redo Again/ })).toBeInTheDocument();
    // A redone page without a choice hides Build.
    expect(screen.queryByRole('button', { name: 'Build my book!' })).not.toBeInTheDocument();

    await events.click(within(redone).getByRole('button', { name: /^Select/ }));
    await waitFor(() => expect(api.calls('/user/saveSelectedImageNumber')).toHaveLength(1));
    expect(api.calls('/user/saveSelectedImageNumber')[0]).toEqual({ bookId: BOOK_ID, imageId: redoId });

    // Selected: the chosen picture and the description read-only, with a way back.
    expect(within(page(4)).queryByRole('textbox')).not.toBeInTheDocument();
    expect(page(4)).toHaveTextContent('Selected for your book');
    expect(page(4)).toHaveTextContent('Mia waves from a red boat');
    expect(
      within(page(4)).queryByRole('region', { name: 'Redone images for page 4' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Build my book!' })).toBeInTheDocument();

    await events.click(within(page(4)).getByRole('button', { name: 'Change my choice' }));
    expect(within(page(4)).getByRole('textbox', { name: 'Image Description for page 4' })).toHaveValue(
      'Mia waves from a red boat',
    );
    expect(within(page(4)).getByText('In your book')).toBeInTheDocument();
  });

  it('selects the original picture of a page', async () => {
    const api = fakeEditApi();
    const { events } = await openEditor();
    await events.click(within(page(1)).getByRole('button', { name: 'Select' }));
    await waitFor(() =>
      expect(api.calls('/user/saveSelectedImageNumber')).toEqual([
        { bookId: BOOK_ID, imageId: ORIGINALS[0] },
      ]),
    );
    expect(page(1)).toHaveTextContent('Selected for your book');
    expect(page(1)).toHaveTextContent(LEGENDS[0]!);
  });

  it('shows the Character Names Guide while a description is focused', async () => {
    fakeEditApi();
    const { events } = await openEditor();
    expect(screen.queryByRole('complementary', { name: 'Character Names Guide' })).not.toBeInTheDocument();
    const description = within(page(5)).getByRole('textbox', { name: 'Image Description for page 5' });
    await events.click(description);
    const guide = within(page(5)).getByRole('complementary', { name: 'Character Names Guide' });
    expect(
      within(guide)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mia', 'Grandma June']);
    expect(description).toHaveAccessibleDescription(/Use these exact names/);
    await events.tab();
    expect(screen.queryByRole('complementary', { name: 'Character Names Guide' })).not.toBeInTheDocument();
  });

  describe('redo errors become toasts', () => {
    const cases: Array<[string, FetchHandler, string]> = [
      [
        '400',
        () => json({ error: 'That description has a word we cannot draw.' }, 400),
        'That description has a word we cannot draw.',
      ],
      [
        '403',
        () => json({ error: 'No image regenerations left for this book.' }, 403),
        'No image regenerations left for this book.',
      ],
      ['404', () => json({ error: 'Book not found' }, 404), 'Required data not found. Please try again.'],
      ['500', () => json({ error: 'boom' }, 500), 'Failed to generate image. Please try again.'],
    ];
    it.each(cases)('%s', async (status, handler, message) => {
      fakeEditApi({}, { 'POST /user/reDoEssentialImage': handler });
      const { events } = await openEditor();
      await events.click(within(page(1)).getByRole('button', { name: 'Redo Image' }));
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent(message);
      expect(toast).toHaveAttribute('data-type', status === '400' ? 'warning' : 'error');
      expect(screen.queryByText(/Regenerating image/)).not.toBeInTheDocument();
      expect(screen.getByText('Number of image regenerations left: 10')).toBeInTheDocument();
    });

    it('a plain-text 400 from reDoEnhancedImage is a warning with that text', async () => {
      const api = fakeEditApi(
        { storyType: 'Enhanced' },
        {
          'POST /user/reDoEnhancedImage': () =>
            new Response('Please describe the picture without names of real people.', {
              status: 400,
              headers: { 'Content-Type': 'text/plain' },
            }),
        },
      );
      const { events } = await openEditor(ENHANCED);
      await events.click(within(page(2)).getByRole('button', { name: 'Redo Image' }));
      const toast = await screen.findByRole('alert');
      expect(toast).toHaveTextContent('Please describe the picture without names of real people.');
      expect(toast).toHaveAttribute('data-type', 'warning');
      expect(api.calls('/user/reDoEnhancedImage')[0]).toEqual({
        bookId: BOOK_ID,
        legend: LEGENDS[1],
        legendIndex: 1,
      });
      expect(api.calls('/user/reDoEssentialImage')).toHaveLength(0);
      // Toasts close by themselves after 50000 ms.
      await act(() => vi.advanceTimersByTimeAsync(50_000));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('a failed counter check', async () => {
      const api = fakeEditApi({}, { 'POST /user/getCounter': () => json({ error: 'down' }, 500) });
      const { events } = await openEditor();
      await events.click(within(page(1)).getByRole('button', { name: 'Redo Image' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to check remaining image generations.',
      );
      expect(api.calls('/user/reDoEssentialImage')).toHaveLength(0);
    });
  });

  it.each([
    [ESSENTIAL, 'Essential', '/user/createPdf'],
    [ENHANCED, 'Enhanced', '/user/createEnhancedPdf'],
  ] as const)(
    '%s builds with the PDF call of its type and goes to the Library',
    async (path, storyType, endpoint) => {
      const api = fakeEditApi({ storyType, used: 3 });
      const { events, router } = await openEditor(path);
      await events.click(screen.getByRole('button', { name: 'Build my book!' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/library'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(api.calls(endpoint)).toEqual([
        {
          bookId: BOOK_ID,
          userQuerySelectedImagesArray: ORIGINALS.map((link) => ({ link, bookId: BOOK_ID })),
          counter: 3,
          imageNumArray: ORIGINALS,
        },
      ]);
      const other = endpoint === '/user/createPdf' ? '/user/createEnhancedPdf' : '/user/createPdf';
      expect(api.calls(other)).toHaveLength(0);
    },
  );

  it('shows the build overlay while the book is built', async () => {
    let finish: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    fakeEditApi(
      {},
      {
        'POST /user/createPdf': async () => {
          await gate;
          return json({ bookId: BOOK_ID, generatedPdf: 1, pages: 20 });
        },
      },
    );
    const { events, router } = await openEditor();
    await events.click(screen.getByRole('button', { name: 'Build my book!' }));
    expect(
      await screen.findByText('Almost there! Your book will be ready in a jiffy! Thanks for your patience!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Build my book!' })).not.toBeInTheDocument();
    finish?.();
    await waitFor(() => expect(router.state.location.pathname).toBe('/library'));
  });

  it.each([
    ['pictures are still being drawn', 409, 'Some illustrations are not ready yet.'],
    [
      'the hour’s PDF builds are used up',
      429,
      'You have built 10 PDFs in the last hour. Try again in 5 minutes.',
    ],
  ])('stays when the server says %s (%i)', async (_why, status, message) => {
    fakeEditApi({}, { 'POST /user/createPdf': () => json({ error: message }, status) });
    const { events, router } = await openEditor();
    await events.click(screen.getByRole('button', { name: 'Build my book!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe(ESSENTIAL);
    expect(screen.getByRole('button', { name: 'Build my book!' })).toBeInTheDocument();
  });

  it('points to the Library when the link names no book of the Library', async () => {
    const api = fakeEditApi();
    await openWithState('/library/essential/no-such-book/edit', null);
    expect(await screen.findByRole('link', { name: 'Go to your Library' })).toHaveAttribute(
      'href',
      '/library',
    );
    expect(api.calls('/user/getlegends')).toHaveLength(0);
  });
});
