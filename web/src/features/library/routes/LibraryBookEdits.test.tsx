import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, heldAnswer, installFetch, json, type FetchHandler } from '../../../testing/fetch';
import { KITE, KITE_PARAGRAPHS, kiteLegends, openLibrary, signOut, titlesShown } from '../testing/library';

const FOX = '1772452800000';
const ROWS = [
  [FOX, 'Brave Little Fox', 1],
  [KITE, 'A Kite for Zoé', 1],
];

function api(overrides: Record<string, FetchHandler> = {}) {
  return installFetch({
    'POST /user/createLibrary': () => json(ROWS),
    'POST /user/libraryDetails': () => json([]),
    'POST /user/imageOutput': () => json({ error: 'not ready' }, 404),
    'POST /user/getlegends': kiteLegends,
    ...overrides,
  });
}

const actionOf = (title: string, name: string) =>
  within(screen.getByRole('article', { name: title })).getByRole('button', { name });

describe("fixing a saved book's words and deleting a book (issue 29)", () => {
  afterEach(() => {
    signOut();
  });

  it('edits the title and a paragraph, checks them first, and shows the new title in the list', async () => {
    const save = heldAnswer();
    const fetchMock = api({ 'POST /user/updateBook': save.handler });
    const { events: user } = await openLibrary('Read your own creations here!');
    await user.click(actionOf('A Kite for Zoé', 'Edit text'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit text of "A Kite for Zoé"' });
    const title = await within(dialog).findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('A Kite for Zoé');
    const page2 = within(dialog).getByRole('textbox', { name: 'Page 2' });
    expect(page2).toHaveValue(KITE_PARAGRAPHS[1]);

    // An empty page is refused here, before anything is sent.
    await user.clear(page2);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please ensure all story paragraphs have content.',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/user/updateBook'))).toBe(false);

    await user.type(page2, 'Zoé flew her kite over the purple hills.');
    await user.clear(title);
    await user.type(title, 'Zoé and the Purple Hills');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toHaveAttribute('aria-busy', 'true');
    const edited = [
      KITE_PARAGRAPHS[0],
      'Zoé flew her kite over the purple hills.',
      ...KITE_PARAGRAPHS.slice(2),
    ];
    expect(bodyOf(fetchMock, '/user/updateBook')).toEqual({
      bookId: KITE,
      storyTitle: 'Zoé and the Purple Hills',
      paragraphs: edited,
    });
    save.answer(json({ storyTitle: 'Zoé and the Purple Hills', paragraphs: edited, dedication: null }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(titlesShown()).toEqual(['Brave Little Fox', 'Zoé and the Purple Hills']);
  });

  it("shows the moderator's refusal in the dialog and keeps the words typed", async () => {
    api({
      'POST /user/updateBook': () =>
        json(
          {
            error: 'Your story contains an inappropriate word ("shit"). Please change it and save again.',
          },
          400,
        ),
    });
    const { events: user } = await openLibrary('Read your own creations here!');
    await user.click(actionOf('A Kite for Zoé', 'Edit text'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit text of "A Kite for Zoé"' });
    const title = await within(dialog).findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Shit Kite');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('inappropriate word');
    expect(title).toHaveValue('Shit Kite');
    expect(titlesShown()).toEqual(['Brave Little Fox', 'A Kite for Zoé']);
  });

  it('asks before deleting, keeps the book on Keep book, and takes it off the list once deleted', async () => {
    const fetchMock = api({ 'POST /user/deleteBook': () => new Response(null, { status: 204 }) });
    const { events: user } = await openLibrary('Read your own creations here!');
    await user.click(actionOf('Brave Little Fox', 'Delete book'));
    let dialog = await screen.findByRole('dialog', {
      name: 'Delete "Brave Little Fox"? This cannot be undone.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Keep book' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(titlesShown()).toEqual(['Brave Little Fox', 'A Kite for Zoé']);

    await user.click(actionOf('Brave Little Fox', 'Delete book'));
    dialog = await screen.findByRole('dialog', { name: 'Delete "Brave Little Fox"? This cannot be undone.' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete book' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(titlesShown()).toEqual(['A Kite for Zoé']);
    expect(bodyOf(fetchMock, '/user/deleteBook')).toEqual({ bookId: FOX });
  });
});
