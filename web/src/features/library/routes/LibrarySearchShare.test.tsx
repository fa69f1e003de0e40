import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, installFetch, json, type FetchHandler } from '../../../testing/fetch';
import { openLibrary, signOut, titlesShown } from '../testing/library';

/** Seven finished books, one a day from 2026-03-01 (ids are creation times), newest first. */
const DAY = 86_400_000;
const TITLES = [
  'The Moon Boat',
  'A Kite for Zoé',
  'Brave Little Fox',
  'Dino Picnic',
  'Snowy Sleepover',
  'The Lost Mitten',
  'Counting Stars',
];
const CHILDREN = ['Mia', 'Zoé', 'Leo', 'Mia', 'Sam', 'Leo', 'Ava'];
const idOf = (i: number) => String(1772366400000 + (TITLES.length - i) * DAY);
const ROWS = TITLES.map((title, i) => [idOf(i), title, 1]);
const DETAILS = TITLES.map((_, i) => ({
  bookId: idOf(i),
  childName: CHILDREN[i],
  dedication: i === 0 ? 'For Mia, with love from Grandma' : null,
  share: null,
}));
const URL_1 = 'http://localhost:5000/s/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

function api(overrides: Record<string, FetchHandler> = {}, rows = ROWS) {
  return installFetch({
    'POST /user/createLibrary': () => json(rows),
    'POST /user/libraryDetails': () => json(DETAILS.slice(0, rows.length)),
    'POST /user/imageOutput': () => json({ error: 'not ready' }, 404),
    ...overrides,
  });
}

describe('searching and sorting the Library (issue 29)', () => {
  afterEach(() => {
    signOut();
  });

  it('has no search for six books or fewer', async () => {
    api({}, ROWS.slice(0, 6));
    await openLibrary('Read your own creations here!');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
  });

  it("finds books by title or child's name and sorts them, announcing how many are shown", async () => {
    api();
    const { events: user } = await openLibrary('Read your own creations here!');
    const search = screen.getByRole('searchbox', { name: 'Search your books' });
    const status = within(screen.getByRole('search')).getByRole('status');
    expect(status).toHaveTextContent('7 books');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(titlesShown()).toEqual(TITLES);

    await user.type(search, 'mia');
    // The child's name finds books whose title does not say it.
    await waitFor(() => expect(titlesShown()).toEqual(['The Moon Boat', 'Dino Picnic']));
    expect(status).toHaveTextContent('2 of 7 books match "mia"');

    await user.clear(search);
    await user.type(search, 'zoe');
    await waitFor(() => expect(titlesShown()).toEqual(['A Kite for Zoé']));

    await user.clear(search);
    await user.type(search, 'dragon');
    await waitFor(() => expect(status).toHaveTextContent('No books match "dragon"'));
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    await user.clear(search);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await user.selectOptions(sort, 'Oldest first');
    expect(titlesShown()).toEqual([...TITLES].reverse());
    await user.selectOptions(sort, 'Title (A to Z)');
    expect(titlesShown()).toEqual([
      'A Kite for Zoé',
      'Brave Little Fox',
      'Counting Stars',
      'Dino Picnic',
      'Snowy Sleepover',
      'The Lost Mitten',
      'The Moon Boat',
    ]);
  });
});

describe('sharing a book from the Library (issue 29)', () => {
  afterEach(() => {
    signOut();
  });

  it('makes a link, copies it, hides the dedication on it, and stops sharing', async () => {
    const fetchMock = api({
      'POST /user/shareBook': () => json({ url: URL_1 }),
      'POST /user/unshareBook': () => new Response(null, { status: 204 }),
    });
    const { events: user } = await openLibrary('Read your own creations here!');
    const book = screen.getByRole('article', { name: 'The Moon Boat' });
    await user.click(within(book).getByRole('button', { name: 'Share' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share "The Moon Boat"' });
    expect(dialog).toHaveTextContent('They never see your photos or your name.');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Link to this book' })).toHaveValue(URL_1);
    expect(bodyOf(fetchMock, '/user/shareBook')).toEqual({ bookId: idOf(0), showDedication: true });
    expect(within(book).getByText('Shared by link')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByText(/Link copied/)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(URL_1);

    await user.click(within(dialog).getByRole('checkbox', { name: /Show the dedication on the link/ }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, '/user/shareBook', 1)).toEqual({ bookId: idOf(0), showDedication: false }),
    );
    expect(await within(dialog).findByText('The link hides the dedication.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(await within(dialog).findByText(/Sharing stopped/)).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/user/unshareBook')).toEqual({ bookId: idOf(0) });
    expect(within(dialog).queryByRole('textbox', { name: 'Link to this book' })).not.toBeInTheDocument();
    expect(within(book).queryByText('Shared by link')).not.toBeInTheDocument();
  });

  it('says so when the link cannot be made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api({
      'POST /user/shareBook': () =>
        json({ error: 'Your book is not finished yet: share it once its pictures are ready.' }, 409),
    });
    const { events: user } = await openLibrary('Read your own creations here!');
    await user.click(
      within(screen.getByRole('article', { name: 'Dino Picnic' })).getByRole('button', { name: 'Share' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your book is not finished yet');
  });

  it('writes a dedication, and shows the refusal of one the moderator refuses', async () => {
    let answer: FetchHandler = () =>
      json({ error: 'Please Try Again: the dedication contains inappropriate language (shit).' }, 400);
    const fetchMock = api({ 'POST /user/setDedication': (init) => answer(init) });
    const { events: user } = await openLibrary('Read your own creations here!');
    await user.click(
      within(screen.getByRole('article', { name: 'Dino Picnic' })).getByRole('button', {
        name: 'Dedication',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dedication for "Dino Picnic"' });
    const field = within(dialog).getByRole('textbox', { name: 'Dedication' });
    expect(field).toHaveAttribute('maxLength', '140');
    await user.type(field, 'For you, shit');
    await user.click(within(dialog).getByRole('button', { name: 'Save dedication' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('inappropriate language');

    answer = () => json({ dedication: 'For Leo, from Dad' });
    await user.clear(field);
    await user.type(field, 'For Leo, from Dad');
    expect(dialog).toHaveTextContent('123 of 140 characters left');
    await user.click(within(dialog).getByRole('button', { name: 'Save dedication' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, '/user/setDedication', 1)).toEqual({
      bookId: idOf(3),
      dedication: 'For Leo, from Dad',
    });
  });
});
