import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFetch, json } from '../../../testing/fetch';
import { renderApp } from '../../../testing/renderApp';

const TOKEN = 'BiLiNgUaLbOoKtOkEn0123456789_-abcdefghijkl';
const BOOK = {
  title: 'Mia and the Farm',
  language: 'en',
  pages: Array.from({ length: 10 }, (_, i) => ({
    text: `Page ${i + 1} of the adventure.`,
    image: `/public/sharedImage?token=${TOKEN}&page=${i + 1}`,
  })),
  second: {
    secondLanguage: 'es',
    secondTitle: 'Mia y la granja',
    secondParagraphs: Array.from({ length: 10 }, (_, i) => `Página ${i + 1} de la aventura.`),
  },
};

/** Issue 45: a shared bilingual book reads as the reader shows it, both texts on every page. */
describe('/s/:token, a bilingual book', () => {
  it("shows the second title and each page's second text beneath the first, marked with its language", async () => {
    installFetch({ [`GET /public/sharedBook?token=${TOKEN}`]: () => json(BOOK) });
    renderApp({ path: `/s/${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: BOOK.title })).toBeInTheDocument();
    const secondTitle = screen.getByText('Mia y la granja');
    expect(secondTitle).toHaveAttribute('lang', 'es');
    // Both languages named under the title, as the library and the reader name them.
    const label = screen.getByText((_, element) => element?.textContent === 'English · Español', {
      selector: 'p',
    });
    expect(within(label).getByText('Español')).toHaveAttribute('lang', 'es');
    const pages = screen.getAllByRole('article');
    expect(pages).toHaveLength(10);
    for (const [i, page] of pages.entries()) {
      expect(page).toHaveTextContent(`Page ${i + 1} of the adventure.`);
      const second = within(page).getByText(`Página ${i + 1} de la aventura.`);
      expect(second).toHaveAttribute('lang', 'es');
      expect(second).toHaveClass('italic');
    }
  });
});
