import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeEditApi, openWithPictures, useEditorFrame } from '../testing/editApi';

const SECOND = Array.from({ length: 10 }, (_, i) => `Página ${i + 1} de la aventura.`);
const page = (n: number) => screen.getByRole('article', { name: `Page ${n}` });

/** Issue 45: the editors show a bilingual book's second text beneath each page's first. */
describe('a bilingual book in the editors', () => {
  useEditorFrame();

  it.each([
    ['the review screen', '/library/mia-and-the-moon-boat/edit'],
    ['the description editor', '/library/essential/mia-and-the-moon-boat/edit'],
  ])(
    'shows each page in both languages on %s, the second named and marked with its language',
    async (_, path) => {
      fakeEditApi({
        second: { secondLanguage: 'es', secondTitle: 'Mia y el barco lunar', secondParagraphs: SECOND },
      });
      await openWithPictures(path);
      for (const n of [1, 10]) {
        expect(within(page(n)).getByText(`Page ${n} of the adventure.`)).toBeInTheDocument();
        const second = within(page(n)).getByText(`Página ${n} de la aventura.`);
        expect(second).toHaveAttribute('lang', 'es');
        expect(second).toHaveClass('italic');
        expect(within(page(n)).getByText('Español')).toBeInTheDocument();
      }
    },
  );

  it('shows one text where the book has one language', async () => {
    fakeEditApi();
    await openWithPictures('/library/mia-and-the-moon-boat/edit');
    expect(within(page(1)).queryByText('Español')).not.toBeInTheDocument();
    expect(document.querySelector('[data-second-text]')).toBeNull();
  });
});
