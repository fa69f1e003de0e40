import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  READING_MODE_STORAGE_KEY,
  resetReadingModeForTests,
} from '../../../components/readingMode/readingModeStore';
import { installFetch, json } from '../../../testing/fetch';
import { renderApp } from '../../../testing/renderApp';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const BOOK = {
  title: 'Mia and the Moon Boat',
  dedication: 'For Mia, with love from Grandma',
  language: 'en',
  pages: Array.from({ length: 10 }, (_, i) => ({
    text: `Page ${i + 1} of the adventure.`,
    image: `/public/sharedImage?token=${TOKEN}&page=${i + 1}`,
  })),
};

describe('the reading mode on a shared book (issue 44)', () => {
  beforeEach(() => {
    resetReadingModeForTests();
    localStorage.clear();
  });

  it('lets a visitor without an account read in it, kept in this browser for the next visit', async () => {
    const fetchMock = installFetch({ [`GET /public/sharedBook?token=${TOKEN}`]: () => json(BOOK) });
    const { events: user, unmount } = renderApp({ path: `/s/${TOKEN}` });
    await screen.findByRole('heading', { level: 1, name: BOOK.title });
    const area = () => screen.getAllByRole('article')[0]!.closest('.reading-mode-area');
    expect(area()).toHaveAttribute('data-reading-mode', 'off');

    await user.click(screen.getByRole('button', { name: 'Reading mode' }));
    const dialog = screen.getByRole('dialog', { name: 'Reading mode' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Use reading mode' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Larger' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(area()).toHaveAttribute('data-reading-mode', 'on');
    expect(area()).toHaveAttribute('data-text-size', 'large');
    expect(fetchMock).not.toHaveBeenCalledWith('/user/readingMode', expect.anything());

    unmount();
    resetReadingModeForTests();
    renderApp({ path: `/s/${TOKEN}` });
    await screen.findByRole('heading', { level: 1, name: BOOK.title });
    expect(area()).toHaveAttribute('data-reading-mode', 'on');
    expect(screen.getByRole('button', { name: 'Reading mode: on' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(READING_MODE_STORAGE_KEY) ?? 'null')).toMatchObject({
      on: true,
      textSize: 'large',
    });
  });
});
