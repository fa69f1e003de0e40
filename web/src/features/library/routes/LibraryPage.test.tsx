import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAnalyticsSink } from '../../../lib/analytics';
import { bodyOf, heldAnswer, installFetch, json, type FetchHandler } from '../../../testing/fetch';
import { savedDownloads, stubBlobAddresses } from '../../../testing/downloads';
import { openLibrary, signOut } from '../testing/library';

/** 2026-03-01 12:00 UTC: 'March 1, 2026' in every time zone a test machine uses. */
const FINISHED_ID = '1772366400000';
const DRAFT_ID = '1772539200000'; // 2026-03-03 12:00 UTC
const ROWS = [
  [DRAFT_ID, 'Leo Finds a Star', 0],
  [FINISHED_ID, 'Mia and the Moon Boat', 1, 'Grandma Rose'],
];
const PARAGRAPHS = Array.from({ length: 10 }, (_, i) => `Page ${i + 1} of the adventure.`);
const LEGENDS = Array.from({ length: 10 }, (_, i) => `Mia on page ${i + 1}`);
const SELECTED = Array.from({ length: 10 }, (_, i) => `${FINISHED_ID}_${i + 1}${i === 2 ? '_1' : ''}`);

const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });

function api(overrides: Record<string, FetchHandler> = {}) {
  return installFetch({
    'POST /user/createLibrary': () => json(ROWS),
    'POST /user/imageOutput': () => png(),
    'POST /user/getlegends': () =>
      json([
        FINISHED_ID,
        'Mia and the Moon Boat',
        'Enhanced',
        LEGENDS,
        [2],
        ['Mia:1'],
        PARAGRAPHS.join('\n\n'),
        SELECTED,
      ]),
    'POST /user/checkStoryType': () => json({ storyType: 'Essential' }),
    'POST /user/printOrders': () => json([]),
    ...overrides,
  });
}

/** Opens the Library, waits for its books and clicks a row button; the router tells where it went. */
async function clickInLibrary(button: string) {
  const { events: user, router } = await openLibrary(SHELF);
  await user.click(screen.getByRole('button', { name: button }));
  return router;
}

/** The rest of a print order row: no tracking yet, no refund, one paperback. */
const PAPERBACK = [null, null, 'paperback', 1];

/** What the library says once it lists books. */
const SHELF = 'Read your own creations here!';
const row = (title: string) => screen.getByRole('article', { name: title });

/** Opens the Library and clicks a finished book's download button: what it saves, and its row. */
async function downloadFromFinished(button: string) {
  const saved = savedDownloads();
  const { events } = await openLibrary(SHELF);
  const finished = row('Mia and the Moon Boat');
  await events.click(within(finished).getByRole('button', { name: button }));
  return { saved, finished };
}

describe('/library', () => {
  beforeEach(() => {
    stubBlobAddresses();
  });
  afterEach(() => {
    signOut();
    vi.useRealTimers();
  });

  it('says where the creations will be when there are none, with a way to make one', async () => {
    api({ 'POST /user/createLibrary': () => json([]) });
    await openLibrary();
    expect(await screen.findByText('Your creations will be stored here!')).toBeInTheDocument();
    expect(screen.queryByText('Read your own creations here!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first story' })).toHaveAttribute('href', '/create');
  });

  it('only logs a failure to load the library and shows the empty library', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api({ 'POST /user/createLibrary': () => json({ error: 'boom' }, 500) });
    await openLibrary();
    expect(await screen.findByText('Your creations will be stored here!')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Loading the library failed', expect.anything());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists every book with its cover, dates, creator, order number and the buttons of its state', async () => {
    const fetchMock = api();
    await openLibrary();
    expect(await screen.findByText('Read your own creations here!')).toBeInTheDocument();
    const books = screen.getAllByRole('article');
    expect(books.map((book) => within(book).getByRole('heading').textContent)).toEqual([
      'Leo Finds a Star',
      'Mia and the Moon Boat',
    ]);

    const finished = row('Mia and the Moon Boat');
    expect(finished).toHaveTextContent('Created On: March 1, 2026');
    expect(finished).toHaveTextContent('Created By: Grandma Rose');
    expect(finished).toHaveTextContent(`Order# ${FINISHED_ID}`);
    expect(within(finished).getByRole('button', { name: 'Read' })).toBeInTheDocument();
    expect(within(finished).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(finished).getByRole('button', { name: 'Buy Print Book' })).toBeInTheDocument();
    expect(within(finished).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(
      await within(finished).findByRole('img', { name: 'Cover of Mia and the Moon Boat' }),
    ).toHaveAttribute('src', expect.stringMatching(/^blob:/));

    const draft = row('Leo Finds a Star');
    expect(draft).toHaveTextContent('Created On: March 3, 2026');
    expect(draft).not.toHaveTextContent('Created By');
    expect(draft).toHaveTextContent(`Order# ${DRAFT_ID}`);
    expect(within(draft).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    for (const name of ['Read', 'Download PDF', 'Buy Print Book'])
      expect(within(draft).queryByRole('button', { name })).not.toBeInTheDocument();

    // The thumbnail is the first image of each book.
    await waitFor(() => {
      const asked = fetchMock.mock.calls
        .filter(([path]) => path === '/user/imageOutput')
        .map(([, init]) => JSON.parse(String(init?.body)).bookId);
      expect(asked.sort()).toEqual([`${FINISHED_ID}_1`, `${DRAFT_ID}_1`]);
    });
  });

  it('keeps a placeholder when the cover is not ready', async () => {
    api({ 'POST /user/imageOutput': () => json({ error: 'not ready' }, 404) });
    await openLibrary(SHELF);
    expect(within(row('Leo Finds a Star')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('downloads the PDF named after the book (issue 47) and records a file_download', async () => {
    const fetchMock = api({
      'POST /user/getPdf': () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="Mia-and-the-Moon-Boat.pdf"',
          },
        }),
    });
    const saved = savedDownloads();
    const events = vi.fn();
    const removeSink = addAnalyticsSink(events);
    const { events: user } = await openLibrary(SHELF);

    await user.click(within(row('Mia and the Moon Boat')).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['Mia-and-the-Moon-Boat.pdf']));
    expect(bodyOf(fetchMock, '/user/getPdf')).toEqual({ bookId: FINISHED_ID });
    expect(events).toHaveBeenCalledWith(
      'file_download',
      expect.objectContaining({ file_name: 'Mia-and-the-Moon-Boat.pdf', file_extension: 'pdf' }),
    );
    removeSink();
  });

  it('tells the user calmly when the PDF is not built yet', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api({ 'POST /user/getPdf': () => json({ error: 'not ready' }, 404) });
    const { events: user } = await openLibrary(SHELF);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText(/Your PDF is still being put together/)).toBeInTheDocument();
  });

  it('offers each finished book in its reading-mode PDF edition too (issue 44)', async () => {
    api({});
    await openLibrary(SHELF);
    expect(
      within(row('Mia and the Moon Boat')).getByRole('button', { name: 'Download PDF (reading mode)' }),
    ).toBeVisible();
  });

  it('downloads the EPUB (reads aloud): built, then fetched from its signed address with its progress', async () => {
    const FILE = 'https://files.test/books/1/epub/abc/Mia-and-the-Moon-Boat.epub?signature=x';
    const build = heldAnswer();
    const fetchMock = api({
      'POST /user/createEpub': build.handler,
      [`GET ${FILE}`]: () =>
        new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': 'application/epub+zip' } }),
    });
    const { saved, finished } = await downloadFromFinished('Download EPUB (reads aloud)');
    expect(await within(finished).findByText('Making your EPUB…')).toBeInTheDocument();
    build.answer(
      json({
        bookId: FINISHED_ID,
        url: FILE,
        fileName: 'Mia-and-the-Moon-Boat.epub',
        bytes: 4,
        narrated: false,
        voice: null,
        reused: false,
      }),
    );
    await waitFor(() => expect(saved).toEqual(['Mia-and-the-Moon-Boat.epub']));
    expect(bodyOf(fetchMock, '/user/createEpub')).toEqual({ bookId: FINISHED_ID });
    await waitFor(() => expect(within(finished).queryByText(/Making your EPUB/)).not.toBeInTheDocument());
  });

  it('says why the EPUB could not be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api({
      'POST /user/createEpub': () =>
        json(
          { error: 'Your illustrations are not all ready yet. Please wait a moment and build again.' },
          409,
        ),
    });
    const { events: user } = await openLibrary(SHELF);
    await user.click(screen.getByRole('button', { name: 'Download EPUB (reads aloud)' }));
    expect(await screen.findByText(/Your illustrations are not all ready yet/)).toBeInTheDocument();
  });

  it('downloads the audiobook: waits while the pages are read aloud, then fetches the MP3 with its progress', async () => {
    const FILE = 'https://files.test/books/1/audiobook/abc/Mia-and-the-Moon-Boat.mp3?signature=x';
    let asked = 0;
    const fetchMock = api({
      'POST /user/createAudiobook': () =>
        ++asked === 1
          ? json(
              {
                error:
                  'The audiobook is made from the book’s narration, and 7 of 10 pages are read aloud so far.',
                narrating: true,
                pagesReady: 7,
                pages: 10,
              },
              409,
            )
          : json({
              bookId: FINISHED_ID,
              url: FILE,
              fileName: 'Mia-and-the-Moon-Boat.mp3',
              bytes: 4,
              voice: 'en-US-Neural2-F',
              reused: false,
            }),
      [`GET ${FILE}`]: () =>
        new Response(new Uint8Array([73, 68, 51, 3]), { headers: { 'Content-Type': 'audio/mpeg' } }),
    });
    const { saved, finished } = await downloadFromFinished('Download the audiobook');
    expect(
      await within(finished).findByText('Reading your book aloud first: 7 of 10 pages done…'),
    ).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual(['Mia-and-the-Moon-Boat.mp3']), { timeout: 6000 });
    expect(bodyOf(fetchMock, '/user/createAudiobook')).toEqual({ bookId: FINISHED_ID });
    expect(asked).toBe(2);
  });

  it('says why the audiobook could not be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api({ 'POST /user/createAudiobook': () => json({ error: 'Book not found' }, 404) });
    const { events: user } = await openLibrary(SHELF);
    await user.click(screen.getByRole('button', { name: 'Download the audiobook' }));
    expect(await screen.findByText(/We couldn't find this book/)).toBeInTheDocument();
  });

  it('Buy Print Book goes to /print-book unpaid when the payment check fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = api();
    const router = await clickInLibrary('Buy Print Book');

    await waitFor(() => expect(router.state.location.pathname).toBe('/print-book'));
    expect(router.state.location.state).toEqual({
      storyId: FINISHED_ID,
      storyTitle: 'Mia and the Moon Boat',
      orderNumber: FINISHED_ID,
      createdDate: 'March 1, 2026',
      isPaid: false,
    });
    expect(bodyOf(fetchMock, '/user/getStripeStatus')).toEqual({
      storyId: FINISHED_ID,
      orderId: FINISHED_ID,
    });
  });

  it('offers a printed book again: Order another copy, and its latest order', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const created = '2026-03-02T10:00:00.000Z';
    api({
      'POST /user/getStripeStatus': () => json({ stripePaid: 1 }),
      // Newest first: another book's order, then this book's two.
      'POST /user/printOrders': () =>
        json([
          ['po_aaaaaaaaaaaaaaaaaaaaaaaa', '1767000000000', 'Leo Sails', 'PAID', created, 3399, ...PAPERBACK],
          [
            'po_0123456789abcdef01234567',
            FINISHED_ID,
            'Mia and the Moon Boat',
            'PAID',
            created,
            3399,
            ...PAPERBACK,
          ],
          [
            'po_bbbbbbbbbbbbbbbbbbbbbbbb',
            FINISHED_ID,
            'Mia and the Moon Boat',
            'SHIPPED',
            created,
            3399,
            ...PAPERBACK,
          ],
        ]),
    });
    const { events: user, router } = await openLibrary();
    await screen.findByRole('button', { name: 'Order another copy' });
    expect(screen.queryByRole('button', { name: 'Buy Print Book' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View print order' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/print-book-order/mia-and-the-moon-boat'),
    );
    expect(router.state.location.state).toEqual({
      storyId: FINISHED_ID,
      storyTitle: 'Mia and the Moon Boat',
      orderId: 'po_0123456789abcdef01234567',
    });
    await act(() => router.navigate('/library'));
    await user.click(await screen.findByRole('button', { name: 'Order another copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/print-book'));
    expect(router.state.location.state).toMatchObject({ storyId: FINISHED_ID, isPaid: false });
  });

  it('Buy Print Book of a paid book whose order cannot be found goes to /print-book-order', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api({
      'POST /user/getStripeStatus': () => json({ stripePaid: 1 }),
      'POST /user/printOrders': () => json({ error: 'boom' }, 500),
    });
    const router = await clickInLibrary('Buy Print Book');
    await waitFor(() => expect(router.state.location.pathname).toBe('/print-book-order'));
    expect(router.state.location.state).toMatchObject({ storyId: FINISHED_ID, isPaid: true });
  });

  it('Read opens the reader of the book type with the story in the state', async () => {
    api();
    const router = await clickInLibrary('Read');

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/library/enhanced/mia-and-the-moon-boat'),
    );
    expect(router.state.location.state).toEqual({
      bookID: FINISHED_ID,
      storyTitle: 'Mia and the Moon Boat',
      formattedStory: PARAGRAPHS.join('\n\n'),
      imageNum: SELECTED.join(','),
      legends: LEGENDS,
      language: 'en',
      artStyle: 'classic',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Avatar Story' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mia and the Moon Boat' })).toBeInTheDocument();
  });

  it('Read falls back to checkStoryType when the legends cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api({ 'POST /user/getlegends': () => json({ error: 'not ready' }, 404) });
    const router = await clickInLibrary('Read');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/library/essential/mia-and-the-moon-boat'),
    );
    expect(router.state.location.state).toMatchObject({ bookID: FINISHED_ID, imageNum: 'None' });
  });

  it('shows a book whose cast waits for approval as waiting, and Edit opens its cast sheet', async () => {
    const WAITING_ID = '1772625600000'; // 2026-03-04 12:00 UTC
    const fetchMock = api({
      'POST /user/createLibrary': () =>
        json([
          [WAITING_ID, 'Our Family Picnic', 0, null, 'waiting'],
          [DRAFT_ID, 'Leo Finds a Star', 0],
        ]),
      'POST /user/checkStoryType': () => json({ storyType: 'Enhanced' }),
      'POST /user/castStatus': () => json({ status: 'waiting', sheets: 1, sheetsLeft: 2 }),
      'POST /user/castSheet': () => png(),
    });
    const { events: user, router } = await openLibrary(SHELF);

    const waiting = row('Our Family Picnic');
    expect(within(waiting).getByText('Waiting for your approval')).toBeInTheDocument();
    expect(waiting).not.toHaveTextContent('Still in progress');
    expect(waiting).not.toHaveTextContent('Created By');
    const edit = within(waiting).getByRole('button', { name: 'Edit' });
    expect(edit).toHaveAccessibleDescription(/Waiting for your approval/);
    // Another unfinished book is only in progress.
    const draft = row('Leo Finds a Star');
    expect(draft).toHaveTextContent('Still in progress');
    expect(draft).not.toHaveTextContent('Waiting for your approval');

    await act(() => user.click(edit));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/library/enhanced/our-family-picnic/edit'),
    );
    expect(await screen.findByRole('heading', { name: 'Meet your cast' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'The characters of “Our Family Picnic”, each with their name' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Looks right, draw my book' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/user/castStatus')).toEqual({ bookId: WAITING_ID });
  });

  it('shows the language of a book not in English, and nothing for English ones', async () => {
    const SPANISH_ID = '1772625600000';
    const FRENCH_ID = '1772712000000';
    api({
      'POST /user/createLibrary': () =>
        json([
          [FRENCH_ID, 'Le Bateau de Lune', 0, null, 'waiting', 'fr'],
          [SPANISH_ID, 'Mia y la cometa', 1, 'Grandma Rose', null, 'es'],
          [DRAFT_ID, 'Leo Finds a Star', 0],
        ]),
    });
    await openLibrary(SHELF);
    const spanish = row('Mia y la cometa');
    expect(spanish).toHaveTextContent('Language: Español');
    expect(within(spanish).getByText('Español')).toHaveAttribute('lang', 'es');
    expect(spanish).toHaveTextContent('Created By: Grandma Rose');
    const french = row('Le Bateau de Lune');
    expect(french).toHaveTextContent('Language: Français');
    expect(within(french).getByText('Waiting for your approval')).toBeInTheDocument();
    expect(row('Leo Finds a Star')).not.toHaveTextContent('Language');
  });

  it('shows each book’s art style, classic for rows without one', async () => {
    const WATERCOLOUR_ID = '1772798400000';
    api({
      'POST /user/createLibrary': () =>
        json([
          [WATERCOLOUR_ID, 'Léa et le jardin', 0, null, null, 'fr', 'watercolor'],
          [DRAFT_ID, 'Leo Finds a Star', 0],
        ]),
    });
    await openLibrary(SHELF);
    const french = row('Léa et le jardin');
    expect(french).toHaveTextContent('Art style: Watercolour');
    expect(french).toHaveTextContent('Language: Français');
    expect(row('Leo Finds a Star')).toHaveTextContent('Art style: Classic');
  });

  it('Edit opens the editor of the book type with the book id', async () => {
    const fetchMock = api();
    const { events: user, router } = await openLibrary(SHELF);
    await act(() => user.click(screen.getByRole('button', { name: 'Edit' })));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/library/essential/leo-finds-a-star/edit'),
    );
    expect(router.state.location.state).toEqual({
      bookID: DRAFT_ID,
      storyTitle: 'Leo Finds a Star',
      formattedStory: '',
      imageNum: 'None',
      language: 'en',
      artStyle: 'classic',
    });
    expect(bodyOf(fetchMock, '/user/checkStoryType')).toEqual({ bookId: DRAFT_ID });
  });
});
