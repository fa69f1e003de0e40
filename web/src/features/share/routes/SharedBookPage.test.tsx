import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFetch, json } from '../../../testing/fetch';
import { renderApp } from '../../../testing/renderApp';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const PATH = `/public/sharedBook?token=${TOKEN}`;
const BOOK = {
  title: 'Mia and the Moon Boat',
  dedication: 'For Mia, with love from Grandma',
  language: 'en',
  pages: Array.from({ length: 10 }, (_, i) => ({
    text: `Page ${i + 1} of the adventure.`,
    image: `/public/sharedImage?token=${TOKEN}&page=${i + 1}`,
  })),
};

describe('/s/:token, a shared book (issue 29)', () => {
  it('reads the book without an account: title, dedication, words, pictures, page by page', async () => {
    installFetch({ [`GET ${PATH}`]: () => json(BOOK) });
    const { events: user } = renderApp({ path: `/s/${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: BOOK.title })).toBeInTheDocument();
    expect(screen.getByTestId('dedication')).toHaveTextContent(BOOK.dedication);
    const pages = screen.getAllByRole('article');
    expect(pages).toHaveLength(10);
    expect(pages[0]).toHaveTextContent('Page 1 of the adventure.');
    expect(within(pages[9]!).getByRole('img')).toHaveAttribute('src', BOOK.pages[9]!.image);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    // The title is set by an effect after the book renders.
    await waitFor(() => expect(document.title).toBe(`${BOOK.title} | StorySprout`));

    await user.click(screen.getByRole('button', { name: 'Read page by page' }));
    expect(screen.getByText('Page 1 of 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Page 2 of 10')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of the adventure.')).toBeInTheDocument();
  });

  it("plays the owner's narration to the link's readers, each word lit (issue 44)", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const text = BOOK.pages[0]!.text;
    const narration = {
      bookId: '1700000000000',
      voice: 'en-US-Neural2-D',
      language: 'en',
      ready: true,
      pages: BOOK.pages.map((_, i) => ({
        page: i + 1,
        status: 'ready',
        audioUrl: `/files/page-${i + 1}.mp3`,
        mimeType: 'audio/mpeg',
        durationMs: 2000,
        words: [{ text: 'Page', start: 0, end: 4, startMs: 0, endMs: 300 }],
      })),
    };
    const fetchMock = installFetch({
      [`GET ${PATH}`]: () => json(BOOK),
      [`GET /public/sharedNarration?token=${TOKEN}`]: () => json(narration),
    });
    const { events: user } = renderApp({ path: `/s/${TOKEN}` });
    const controls = await screen.findByRole('group', { name: 'Narration' });
    // The owner's voice: a link's reader is not offered others (they would have to be made).
    expect(within(controls).queryByLabelText('Voice')).not.toBeInTheDocument();
    await user.click(within(controls).getByRole('button', { name: 'Read aloud' }));
    expect(play).toHaveBeenCalled();
    expect(screen.getByTestId('narration-audio')).toHaveAttribute('src', '/files/page-1.mp3');
    await waitFor(() => expect(document.querySelector('[data-narrated-word="0"]')).toHaveTextContent('Page'));
    expect(screen.getAllByRole('article')[0]).toHaveTextContent(text);
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain('/user/narration');
    play.mockRestore();
  });

  it('leaves the dedication out when the link has none', async () => {
    installFetch({ [`GET ${PATH}`]: () => json({ ...BOOK, dedication: undefined }) });
    renderApp({ path: `/s/${TOKEN}` });
    await screen.findByRole('heading', { level: 1, name: BOOK.title });
    expect(screen.queryByTestId('dedication')).not.toBeInTheDocument();
  });

  it('says the book is no longer shared once the parent stopped sharing it', async () => {
    installFetch({ [`GET ${PATH}`]: () => json({ error: 'This book is no longer shared' }, 404) });
    renderApp({ path: `/s/${TOKEN}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This book is no longer shared' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover StorySprout' })).toHaveAttribute('href', '/');
  });

  it('offers to try again when the book cannot be loaded', async () => {
    let fail = true;
    installFetch({ [`GET ${PATH}`]: () => (fail ? json({ error: 'boom' }, 503) : json(BOOK)) });
    const { events: user } = renderApp({ path: `/s/${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't open this book just now");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: BOOK.title })).toBeInTheDocument();
  });
});
