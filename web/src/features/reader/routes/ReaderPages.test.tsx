import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/firebase';
import { installFetch, json, type FetchHandler } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';
import { fakeSpeech, type FakeUtterance } from '../../../testing/speech';

const mockedAuth = auth as unknown as { currentUser: User | null };
const BOOK_ID = '1772366400000';
const TITLE = 'Mia and the Moon Boat';
const PARAGRAPHS = Array.from({ length: 10 }, (_, i) => `${i + 1}. Page ${i + 1} of the adventure.`);
const LEGENDS = Array.from({ length: 10 }, (_, i) => `Mia on page ${i + 1}, smiling under the moon`);
const SELECTED = Array.from({ length: 10 }, (_, i) => `${BOOK_ID}_${i + 1}${i === 3 ? '_2' : ''}`);
const STATE = {
  bookID: BOOK_ID,
  storyTitle: TITLE,
  formattedStory: PARAGRAPHS.join('\n\n'),
  imageNum: SELECTED.join(','),
  legends: LEGENDS,
};

const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });
const imageIdOf = (init: RequestInit | undefined) =>
  (JSON.parse(String(init?.body)) as { bookId: string }).bookId;

function api(overrides: Record<string, FetchHandler> = {}) {
  return installFetch({
    'POST /user/createLibrary': () => json([[BOOK_ID, TITLE, 1]]),
    'POST /user/getlegends': () =>
      json([BOOK_ID, TITLE, 'Essential', LEGENDS, [0], ['Mia:1'], PARAGRAPHS.join('\n\n'), SELECTED]),
    'POST /user/checkStoryType': () => json({ storyType: 'Enhanced' }),
    'POST /user/imageOutput': () => png(),
    ...overrides,
  });
}

const imageCalls = (fetchMock: ReturnType<typeof installFetch>) =>
  fetchMock.mock.calls.filter(([path]) => path === '/user/imageOutput').map(([, init]) => imageIdOf(init));

async function openReader(path: string, state: unknown = STATE) {
  mockedAuth.currentUser = fakeUser();
  // Start on a page that makes no calls, then open the reader with its navigation state.
  const view = renderApp({ path: '/start-here', user: fakeUser() });
  await screen.findByRole('heading', { level: 1 });
  await act(() => view.router.navigate(path, { state }));
  return view;
}

const page = (n: number) => screen.getByRole('article', { name: `Page ${n}` });

describe('book readers', () => {
  beforeEach(() => {
    let n = 0;
    Object.assign(URL, {
      createObjectURL: vi.fn(() => `blob:image-${(n += 1)}`),
      revokeObjectURL: vi.fn(),
    });
  });
  afterEach(() => {
    mockedAuth.currentUser = null;
    vi.useRealTimers();
  });

  it("shows the book's dedication under its title (issue 29)", async () => {
    api({
      'POST /user/libraryDetails': () =>
        json([
          { bookId: BOOK_ID, childName: 'Mia', dedication: 'For Mia, with love from Grandma', share: null },
        ]),
    });
    await openReader('/library/essential/mia-and-the-moon-boat');
    expect(await screen.findByTestId('dedication')).toHaveTextContent('For Mia, with love from Grandma');
  });

  it('shows Loading images..., then the title, the share panel and ten pages of text, picture and legend', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = api({
      'POST /user/imageOutput': async () => {
        await gate;
        return png();
      },
    });
    await openReader('/library/essential/mia-and-the-moon-boat');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Photo Story' })).toBeInTheDocument();
    expect(screen.getByText('Loading images...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: TITLE })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Share to Instagram' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download EPUB (reads aloud)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print pages to colour' })).toBeInTheDocument();

    release();
    expect(await within(page(1)).findByRole('img', { name: LEGENDS[0] })).toHaveAttribute(
      'src',
      'blob:image-1',
    );
    expect(screen.queryByText('Loading images...')).not.toBeInTheDocument();
    for (let n = 1; n <= 10; n += 1) {
      expect(page(n)).toHaveTextContent(`Page ${n} of the adventure.`);
      expect(page(n)).not.toHaveTextContent(`${n}. Page`);
      expect(within(page(n)).getByText(LEGENDS[n - 1] ?? '')).toBeInTheDocument();
    }
    await waitFor(() => expect(within(page(10)).getByRole('img')).toBeInTheDocument());
    // The selected pictures, one at a time, in page order; the state had everything, so no getlegends.
    expect(imageCalls(fetchMock)).toEqual(SELECTED);
    expect(fetchMock.mock.calls.map(([path]) => path)).not.toContain('/user/getlegends');
  });

  it('waits and asks again for a picture that is not ready, and skips one that fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let page2Ready = false;
    const fetchMock = api({
      'POST /user/imageOutput': (init) => {
        const id = imageIdOf(init);
        if (id === `${BOOK_ID}_2` && !page2Ready) return json({ error: 'not ready' }, 404);
        if (id === `${BOOK_ID}_5`) return json({ error: 'broken' }, 500);
        return png();
      },
    });
    await openReader('/library/enhanced/mia-and-the-moon-boat');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Avatar Story' })).toBeInTheDocument();
    expect(await within(page(1)).findByRole('img')).toBeInTheDocument();

    // Slot 2 is not ready: the reader waits on it (the others come after it, one at a time).
    await waitFor(() => expect(imageCalls(fetchMock)).toEqual([`${BOOK_ID}_1`, `${BOOK_ID}_2`]));
    expect(page(2)).toHaveTextContent('Loading picture 2...');
    page2Ready = true;
    await act(() => vi.advanceTimersByTimeAsync(3000));

    expect(await within(page(2)).findByRole('img')).toBeInTheDocument();
    await waitFor(() => expect(within(page(10)).getByRole('img')).toBeInTheDocument());
    expect(imageCalls(fetchMock).slice(0, 4)).toEqual([
      `${BOOK_ID}_1`,
      `${BOOK_ID}_2`,
      `${BOOK_ID}_2`,
      `${BOOK_ID}_3`,
    ]);
    expect(page(5)).toHaveTextContent('This picture could not be loaded.');
    expect(imageCalls(fetchMock).filter((id) => id === `${BOOK_ID}_5`)).toHaveLength(1);
  });

  it('says how long the pictures still being painted will take (issue 46), until they are here', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let painted = false;
    api({
      'POST /user/imageOutput': (init) =>
        imageIdOf(init) === `${BOOK_ID}_1` || painted
          ? png()
          : json(
              { error: 'not ready', wait: { ahead: 40, mine: 9, seconds: 190, label: 'about 3 minutes' } },
              404,
            ),
    });
    await openReader('/library/enhanced/mia-and-the-moon-boat');
    expect(await screen.findByTestId('picture-wait')).toHaveTextContent('about 3 minutes');
    expect(screen.getByText(/Some pictures are still being painted/)).toBeInTheDocument();
    painted = true;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(within(page(10)).getByRole('img')).toBeInTheDocument());
    expect(screen.queryByTestId('picture-wait')).not.toBeInTheDocument();
  });

  it('finds the book by its slug after a reload and reads the rest from getlegends', async () => {
    const fetchMock = api();
    await openReader('/library/essential/mia-and-the-moon-boat', null);
    expect(await screen.findByRole('heading', { level: 2, name: TITLE })).toBeInTheDocument();
    expect(await within(page(3)).findByText('Page 3 of the adventure.')).toBeInTheDocument();
    await waitFor(() => expect(within(page(4)).getByRole('img', { name: LEGENDS[3] })).toBeInTheDocument());
    expect(imageCalls(fetchMock)[3]).toBe(`${BOOK_ID}_4_2`);
  });

  it('points to the Library when the book cannot be found', async () => {
    api({ 'POST /user/createLibrary': () => json([]) });
    await openReader('/library/enhanced/no-such-book', null);
    expect(
      await screen.findByRole('heading', { level: 2, name: "We couldn't find this book" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your Library' })).toHaveAttribute('href', '/library');
  });

  it('/library/:slug asks the story type and shows the matching reader', async () => {
    api();
    await openReader('/library/mia-and-the-moon-boat', { bookID: BOOK_ID, storyTitle: TITLE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Avatar Story' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: TITLE })).toBeInTheDocument();
    expect(await within(page(1)).findByText('Page 1 of the adventure.')).toBeInTheDocument();
  });

  it('reads page by page with the buttons, the arrow keys and swipes', async () => {
    api();
    const { events } = await openReader('/library/essential/mia-and-the-moon-boat');
    await screen.findByRole('heading', { level: 2, name: TITLE });
    const toggle = screen.getByRole('button', { name: 'Read page by page' });
    await events.click(toggle);

    const book = screen.getByRole('region', { name: `${TITLE}, page by page` });
    expect(book).toHaveFocus();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(page(1)).toHaveTextContent('Page 1 of the adventure.');
    expect(screen.getByText('Page 1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toHaveAttribute('aria-disabled', 'true');

    await events.keyboard('{ArrowRight}');
    expect(screen.getByText('Page 2 of 10')).toBeInTheDocument();
    expect(page(2)).toHaveTextContent('Page 2 of the adventure.');
    await events.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('Page 4 of 10')).toBeInTheDocument();
    await events.keyboard('{ArrowLeft}');
    expect(screen.getByText('Page 3 of 10')).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Page 4 of 10')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: /Previous/ }));
    expect(screen.getByText('Page 3 of 10')).toBeInTheDocument();

    // A swipe to the left turns to the next page; a mostly vertical one does nothing.
    fireEvent.touchStart(book, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(book, { changedTouches: [{ clientX: 120, clientY: 110 }] });
    expect(screen.getByText('Page 4 of 10')).toBeInTheDocument();
    fireEvent.touchStart(book, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(book, { changedTouches: [{ clientX: 240, clientY: 400 }] });
    expect(screen.getByText('Page 4 of 10')).toBeInTheDocument();

    for (let i = 0; i < 12; i += 1) await events.keyboard('{ArrowRight}');
    expect(screen.getByText('Page 10 of 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toHaveAttribute('aria-disabled', 'true');

    await events.click(screen.getByRole('button', { name: 'Show all pages' }));
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Read page by page' })).toHaveFocus();
    // The keys only turn pages in the page-by-page view.
    await events.keyboard('{ArrowRight}');
    expect(screen.queryByText(/Page \d+ of 10/)).not.toBeInTheDocument();
  });

  describe('Read aloud', () => {
    let spoken: FakeUtterance[];
    let synth: ReturnType<typeof fakeSpeech>['synth'];
    beforeEach(() => {
      ({ spoken, synth } = fakeSpeech());
    });

    const reading = () => document.querySelectorAll('[data-reading]');
    const paragraphOf = (n: number) =>
      within(page(n)).getByText(`Page ${n} of the adventure.`).closest('p') as HTMLElement;

    it('reads paragraph by paragraph, highlighting the one being read, until Stop', async () => {
      api();
      const { events } = await openReader('/library/essential/mia-and-the-moon-boat');
      await screen.findByRole('heading', { level: 2, name: TITLE });
      await events.click(screen.getByRole('button', { name: 'Read aloud' }));

      expect(spoken.map((u) => u.text)).toEqual(['Page 1 of the adventure.']);
      expect(paragraphOf(1)).toHaveAttribute('aria-current', 'true');
      expect(reading()).toHaveLength(1);
      expect(screen.getByText('Reading page 1 of 10')).toBeInTheDocument();

      act(() => spoken[0]?.onend?.());
      expect(spoken.map((u) => u.text)).toEqual(['Page 1 of the adventure.', 'Page 2 of the adventure.']);
      expect(paragraphOf(2)).toHaveAttribute('aria-current', 'true');
      expect(paragraphOf(1)).not.toHaveAttribute('aria-current');
      expect(screen.getByText('Reading page 2 of 10')).toBeInTheDocument();

      await events.click(screen.getByRole('button', { name: 'Stop' }));
      expect(synth.cancel).toHaveBeenCalled();
      expect(reading()).toHaveLength(0);
      // A late end event of the cancelled utterance does not start the next paragraph.
      act(() => spoken[1]?.onend?.());
      expect(spoken).toHaveLength(2);
      expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
    });

    it('reads a book in French with a French voice, its text marked as French (issue 28)', async () => {
      const french = { name: 'Amélie', lang: 'fr-FR', default: false };
      Object.assign(synth, {
        getVoices: () => [{ name: 'Samantha', lang: 'en-US', default: true }, french],
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      });
      api();
      const { events } = await openReader('/library/essential/mia-and-the-moon-boat', {
        ...STATE,
        language: 'fr',
      });
      await screen.findByRole('heading', { level: 2, name: TITLE });
      expect(screen.getByRole('heading', { level: 2, name: TITLE })).toHaveAttribute('lang', 'fr');
      expect(paragraphOf(1)).toHaveAttribute('lang', 'fr');
      expect(screen.getByText(/^About \d+ minutes? to read aloud$/)).toBeInTheDocument();
      await events.click(screen.getByRole('button', { name: 'Read aloud' }));
      const first = spoken[0] as FakeUtterance;
      expect(first.lang).toBe('fr');
      expect(first.voice).toBe(french);
    });

    it('finds the language of a book opened by its slug in the library row', async () => {
      api({ 'POST /user/createLibrary': () => json([[BOOK_ID, TITLE, 1, null, null, 'es']]) });
      const { events } = await openReader('/library/essential/mia-and-the-moon-boat', null);
      await screen.findByRole('heading', { level: 2, name: TITLE });
      await waitFor(() => expect(paragraphOf(1)).toHaveAttribute('lang', 'es'));
      await events.click(screen.getByRole('button', { name: 'Read aloud' }));
      expect(spoken[0]?.lang).toBe('es');
    });

    it('says how the book is drawn and its language, from the state or the library row (issue 28)', async () => {
      api();
      await openReader('/library/essential/mia-and-the-moon-boat', {
        ...STATE,
        language: 'fr',
        artStyle: 'collage',
      });
      await screen.findByRole('heading', { level: 2, name: TITLE });
      expect(screen.getByText('Art style: Cut-paper collage')).toBeInTheDocument();
      expect(within(screen.getByRole('main')).getByText('Français')).toHaveAttribute('lang', 'fr');
      cleanup();
      api({ 'POST /user/createLibrary': () => json([[BOOK_ID, TITLE, 1, null, null, 'en', 'crayon']]) });
      await openReader('/library/essential/mia-and-the-moon-boat', null);
      expect(await screen.findByText('Art style: Crayon')).toBeInTheDocument();
      expect(screen.queryByText(/Language:/)).not.toBeInTheDocument();
    });

    it('turns the pages while reading in the page-by-page view', async () => {
      api();
      const { events } = await openReader('/library/essential/mia-and-the-moon-boat');
      await screen.findByRole('heading', { level: 2, name: TITLE });
      await events.click(screen.getByRole('button', { name: 'Read page by page' }));
      await events.keyboard('{ArrowRight}');
      await events.click(screen.getByRole('button', { name: 'Read aloud' }));
      expect(spoken.map((u) => u.text)).toEqual(['Page 2 of the adventure.']);
      act(() => spoken[0]?.onend?.());
      expect(screen.getByText('Page 3 of 10')).toBeInTheDocument();
      expect(paragraphOf(3)).toHaveAttribute('aria-current', 'true');
    });

    it('reads a long paragraph sentence by sentence, highlighting the sentence, with pause, resume and speed', async () => {
      const story = [
        '1. Mia ran to the lake. The boat was waiting! "Let us go," she said.',
        ...PARAGRAPHS.slice(1),
      ].join('\n\n');
      api({
        'POST /user/getlegends': () =>
          json([BOOK_ID, TITLE, 'Essential', LEGENDS, [0], ['Mia:1'], story, SELECTED]),
      });
      const { events } = await openReader('/library/essential/mia-and-the-moon-boat', {
        ...STATE,
        formattedStory: story,
      });
      await screen.findByRole('heading', { level: 2, name: TITLE });
      await events.selectOptions(screen.getByLabelText('Reading speed'), 'Slower');
      await events.click(screen.getByRole('button', { name: 'Read aloud' }));
      expect(spoken.map((u) => u.text)).toEqual(['Mia ran to the lake.']);
      expect(spoken[0]?.rate).toBe(0.75);
      expect(within(page(1)).getByText('Mia ran to the lake.', { selector: 'mark' })).toBeInTheDocument();
      // Where the browser reports word boundaries, the word being spoken is underlined.
      act(() => spoken[0]?.onboundary?.({ name: 'word', charIndex: 8, charLength: 2 }));
      expect(document.querySelector('[data-word]')).toHaveTextContent(/^to$/);
      act(() => spoken[0]?.onboundary?.({ name: 'word', charIndex: 11 }));
      expect(document.querySelector('[data-word]')).toHaveTextContent(/^the$/);
      act(() => spoken[0]?.onend?.());
      expect(spoken[1]?.text).toBe('The boat was waiting!');
      expect(within(page(1)).getByText('The boat was waiting!', { selector: 'mark' })).toBeInTheDocument();

      await events.click(screen.getByRole('button', { name: 'Pause' }));
      expect(synth.pause).toHaveBeenCalled();
      await events.click(screen.getByRole('button', { name: 'Resume' }));
      expect(synth.resume).toHaveBeenCalled();
      act(() => spoken[1]?.onend?.());
      act(() => spoken[2]?.onend?.());
      expect(spoken.map((u) => u.text)).toEqual([
        'Mia ran to the lake.',
        'The boat was waiting!',
        '"Let us go," she said.',
        'Page 2 of the adventure.',
      ]);
    });

    it('says so, and what works instead, when the browser has no voice (issue 47)', async () => {
      // The browser refuses: no voice to speak with.
      synth.speak = vi.fn((u: FakeUtterance) => {
        spoken.push(u);
        setTimeout(() => u.onerror?.({ error: 'synthesis-failed' }));
      });
      api();
      const { events } = await openReader('/library/essential/mia-and-the-moon-boat');
      await screen.findByRole('heading', { level: 2, name: TITLE });
      await events.click(screen.getByRole('button', { name: 'Read aloud' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This browser has no voice to read aloud with. You can read the story page by page instead, or download the PDF to read or print.',
      );
      expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Read page by page' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    });

    it('says so when the browser lists no voice and stays silent', async () => {
      // Chromium without a speech service: it takes the sentence and never starts or fails.
      Object.assign(synth, { getVoices: vi.fn(() => []) });
      api();
      const { events } = await openReader('/library/essential/mia-and-the-moon-boat');
      await screen.findByRole('heading', { level: 2, name: TITLE });
      await events.click(screen.getByRole('button', { name: 'Read aloud' }));
      expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(
        'This browser has no voice to read aloud with.',
      );
      expect(synth.cancel).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument();
    });

    it('is not offered without speech synthesis', async () => {
      vi.unstubAllGlobals();
      api();
      await openReader('/library/essential/mia-and-the-moon-boat');
      await screen.findByRole('heading', { level: 2, name: TITLE });
      expect(screen.queryByRole('button', { name: 'Read aloud' })).not.toBeInTheDocument();
    });
  });
});
