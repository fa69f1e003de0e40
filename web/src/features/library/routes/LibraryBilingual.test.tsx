import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFetch, json } from '../../../testing/fetch';
import { openLibrary, signOut } from '../testing/library';
import { stubBlobAddresses } from '../../../testing/downloads';

const BOOK_ID = '1772366400000';
const TITLE = 'Mia and the Farm';
const PARAGRAPHS = Array.from({ length: 10 }, (_, i) => `Page ${i + 1} of the adventure.`);
const SECOND = Array.from({ length: 10 }, (_, i) => `Página ${i + 1} de la aventura.`);
const LEGENDS = Array.from({ length: 10 }, (_, i) => `Mia on page ${i + 1}`);
const SELECTED = Array.from({ length: 10 }, (_, i) => `${BOOK_ID}_${i + 1}`);

function api() {
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
});
