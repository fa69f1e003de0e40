import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodyOf, installFetch, json, type FetchHandler } from '../../../testing/fetch';
import { openLibrary, signOut } from '../testing/library';
import { stubBlobAddresses } from '../../../testing/downloads';

const BOOK_ID = '1772366400000';
const TITLE = 'Mia and the Farm';
const PARAGRAPHS = Array.from({ length: 10 }, (_, i) => `Page ${i + 1} of the adventure.`);
const SECOND = Array.from({ length: 10 }, (_, i) => `Página ${i + 1} de la aventura.`);
const LEGENDS = Array.from({ length: 10 }, (_, i) => `Mia on page ${i + 1}`);
const SELECTED = Array.from({ length: 10 }, (_, i) => `${BOOK_ID}_${i + 1}`);

function api(overrides: Record<string, FetchHandler> = {}) {
  return installFetch({
    'POST /user/createLibrary': () =>
      json([[BOOK_ID, TITLE, 1, 'Grandma Rose', null, 'en', 'classic', 'es']]),
    'POST /user/imageOutput': () =>
      new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }),
    'POST /user/getlegends': () =>
      json([
        BOOK_ID,
        TITLE,
        'Enhanced',
        LEGENDS,
        [0],
        ['Mia:1'],
        PARAGRAPHS.join('\n\n'),
        SELECTED,
        [],
        { secondLanguage: 'es', secondTitle: 'Mia y la granja', secondParagraphs: SECOND },
      ]),
    'POST /user/checkStoryType': () => json({ storyType: 'Enhanced' }),
    'POST /user/printOrders': () => json([]),
    'POST /user/libraryDetails': () => json([]),
    ...overrides,
  });
}

/** A bilingual book (issue 45) in the library and the reader. */
describe('a bilingual book', () => {
  beforeEach(() => {
    stubBlobAddresses();
  });
  afterEach(() => signOut());

  it('is labelled with both languages in the library, and read with both texts on every page', async () => {
    const fetchMock = api();
    const { events } = await openLibrary();
    const card = await screen.findByRole('article', { name: TITLE });
    expect(card).toHaveTextContent('English · Español');
    expect(within(card).getByText('Español')).toHaveAttribute('lang', 'es');

    await events.click(within(card).getByRole('button', { name: 'Read' }));
    const first = await screen.findByRole('article', { name: 'Page 1' });
    expect(within(first).getByText('Page 1 of the adventure.')).toBeInTheDocument();
    const second = within(first).getByText('Página 1 de la aventura.');
    expect(second).toHaveAttribute('lang', 'es');
    expect(second).toHaveClass('italic');
    const tenth = screen.getByRole('article', { name: 'Page 10' });
    expect(within(tenth).getByText('Página 10 de la aventura.')).toBeInTheDocument();
    // The reader's own settings are asked for while signed in.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([path]) => path === '/user/readingMode')).toBe(true),
    );
  });

  it('edits both texts in Edit text: the second beneath the first, named by its language, checked as the first', async () => {
    const fetchMock = api({
      'POST /user/updateBook': (init) => {
        const body = JSON.parse(String(init?.body)) as { storyTitle: string; paragraphs: string[] };
        return json({ ...body, dedication: null });
      },
    });
    const { events } = await openLibrary();
    const card = await screen.findByRole('article', { name: TITLE });
    await events.click(within(card).getByRole('button', { name: 'Edit text' }));
    const dialog = await screen.findByRole('dialog', { name: `Edit text of "${TITLE}"` });
    const secondTitle = await within(dialog).findByRole('textbox', { name: 'Title (Español)' });
    expect(secondTitle).toHaveValue('Mia y la granja');
    expect(secondTitle).toHaveAttribute('lang', 'es');
    expect(within(dialog).getByRole('textbox', { name: 'Page 3' })).toHaveValue(PARAGRAPHS[2]);
    const secondPage = within(dialog).getByRole('textbox', { name: 'Page 3 (Español)' });
    expect(secondPage).toHaveValue(SECOND[2]);
    expect(secondPage).toHaveAttribute('lang', 'es');
    expect(secondPage).toHaveAttribute('maxLength', '2000');

    // An empty second page is refused before anything is sent, and the message says which text.
    await events.clear(secondPage);
    await events.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Second text (Español): Please ensure all story paragraphs have content.',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/user/updateBook'))).toBe(false);

    await events.type(secondPage, 'Mia dio de comer a las gallinas.');
    await events.clear(secondTitle);
    await events.type(secondTitle, 'Mia y las gallinas');
    await events.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(fetchMock, '/user/updateBook')).toEqual({
      bookId: BOOK_ID,
      storyTitle: TITLE,
      paragraphs: PARAGRAPHS,
      secondTitle: 'Mia y las gallinas',
      secondParagraphs: SECOND.map((p, i) => (i === 2 ? 'Mia dio de comer a las gallinas.' : p)),
    });
  });
});
