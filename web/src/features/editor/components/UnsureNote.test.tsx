import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { englishLeft, inLocale } from '../../../test/i18nCheck';
import { BOOK_ID, fakeEditApi, openWithPictures, useEditorFrame } from '../testing/editApi';

const page = (n: number) => screen.getByRole('article', { name: `Page ${n}` });
const NOT_SURE = 'We were not sure about this picture';
const HAIR = 'Mia does not look like the character sheet: her hair is blond, the sheet shows black.';

/** Issue 32: a picture the page check was unsure of is shown with its reasons by the redo button. */
describe('a picture the page check was unsure of', () => {
  useEditorFrame();

  it('shows the reasons beside Redo Image on the review screen, on that page only', async () => {
    fakeEditApi({ unsure: [{ imageId: `${BOOK_ID}_8`, reasons: [HAIR] }] });
    await openWithPictures('/library/mia-and-the-moon-boat/edit');
    const note = await within(page(8)).findByRole('note');
    expect(note).toHaveTextContent(NOT_SURE);
    expect(within(note).getByRole('listitem')).toHaveTextContent(HAIR);
    expect(within(page(8)).getByRole('button', { name: 'Redo Image' })).toBeInTheDocument();
    for (const n of [1, 3, 7, 9, 10]) expect(within(page(n)).queryByText(NOT_SURE)).not.toBeInTheDocument();
  });

  it('shows it in the description editor, and on a redo the check was unsure of once it is drawn', async () => {
    const api = fakeEditApi({
      unsure: [{ imageId: `${BOOK_ID}_2`, reasons: ['Mia is missing from the picture.'] }],
    });
    const { events } = await openWithPictures('/library/essential/mia-and-the-moon-boat/edit');
    expect(await within(page(2)).findByText(NOT_SURE)).toBeInTheDocument();
    expect(within(page(2)).getByText('Mia is missing from the picture.')).toBeInTheDocument();
    expect(within(page(2)).getByRole('button', { name: 'Redo Image' })).toBeInTheDocument();

    await events.click(within(page(5)).getByRole('button', { name: 'Redo Image' }));
    const redoId = `${BOOK_ID}_5_1`;
    await waitFor(() => expect(api.calls('/user/imageOutput').map((b) => b.bookId)).toContain(redoId));
    // The redo failed its check twice on the server: getlegends now lists it.
    api.book.unsure.push({ imageId: redoId, reasons: ['There is text or letters in the picture.'] });
    api.book.ready.add(redoId);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    const redone = await within(page(5)).findByRole('region', { name: 'Redone images for page 5' });
    await waitFor(() => expect(within(redone).getByRole('note')).toHaveTextContent(NOT_SURE));
    expect(within(redone).getByText('There is text or letters in the picture.')).toBeInTheDocument();
    expect(within(redone).getByRole('button', { name: /^Redo Again/ })).toBeInTheDocument();
  });
});

/** Issue 45: the reasons come with codes, worded in the parent's language. */
describe("the page check's reasons in Spanish", () => {
  inLocale('es');
  useEditorFrame();

  it('words each coded reason in Spanish, with the name and the score; an old record keeps its English', async () => {
    fakeEditApi({
      unsure: [
        {
          imageId: `${BOOK_ID}_8`,
          reasons: [HAIR, 'The picture looked weak overall (41 of 100).'],
          codes: [
            { code: 'character_unlike_sheet', name: 'Mia' },
            { code: 'weak_overall', score: 41 },
          ],
        },
        { imageId: `${BOOK_ID}_3`, reasons: ['Mia is missing from the picture.'] },
      ],
    });
    await openWithPictures('/library/mia-and-the-moon-boat/edit');
    const note = await within(screen.getByRole('article', { name: 'Página 8' })).findByRole('note');
    expect(note).toHaveTextContent('No estábamos seguros de esta imagen');
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Mia no se parece a la hoja de personajes.',
      'La ilustración no quedó bien en general (41 de 100).',
    ]);
    expect(englishLeft(note)).toEqual([]);
    // Checked before the codes: the server's sentence is all there is.
    expect(within(screen.getByRole('article', { name: 'Página 3' })).getByRole('listitem')).toHaveTextContent(
      'Mia is missing from the picture.',
    );
  });
});
