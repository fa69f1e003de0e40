import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NarratedPage, NarrationResponse } from '@contract/narration';
import { StoryBook } from '../StoryBook';
import type { NarrationSource } from './source';
import { fakeSpeech } from '../../../testing/speech';
import type { TimedWord } from './timing';

const PARAGRAPHS = Array.from({ length: 10 }, (_, i) => `Mia sails to island ${i + 1}.`);

/** Each page's words as the narrator times them: 400 ms a word, from 100 ms. */
const wordsOf = (text: string) => {
  const words: TimedWord[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const i = words.length;
    words.push({
      text: match[0],
      start: match.index,
      end: match.index + match[0].length,
      startMs: 100 + i * 400,
      endMs: 450 + i * 400,
    });
  }
  return words;
};

const readyPage = (page: number): NarratedPage => ({
  page,
  status: 'ready',
  audioUrl: `/files/page-${page}.mp3`,
  mimeType: 'audio/mpeg',
  durationMs: 2500,
  words: wordsOf(PARAGRAPHS[page - 1] as string),
});

const answer = (pages: NarratedPage[], voice = 'en-US-Neural2-F'): NarrationResponse => ({
  bookId: '1700000000000',
  voice,
  language: 'en',
  ready: pages.every((p) => p.status === 'ready'),
  pages,
});
const READY = answer(Array.from({ length: 10 }, (_, i) => readyPage(i + 1)));

function source(answers: {
  load: (voice?: string) => NarrationResponse;
  make?: (voice?: string) => NarrationResponse;
}) {
  const calls = { load: [] as (string | undefined)[], make: [] as (string | undefined)[] };
  const narration: NarrationSource = {
    key: 'book:1',
    load: async (voice) => {
      calls.load.push(voice);
      return answers.load(voice);
    },
    ...(answers.make
      ? {
          make: async (voice: string | undefined) => {
            calls.make.push(voice);
            return answers.make!(voice);
          },
          voices: async () => ({
            default: 'en-US-Neural2-F',
            voices: [
              { id: 'en-US-Neural2-F', label: 'Fiona (warm)' },
              { id: 'en-US-Neural2-D', label: 'David (calm)' },
            ],
          }),
        }
      : {}),
  };
  return { narration, calls };
}

/** The audio element's clock, driven by the test (jsdom plays nothing). */
let clock = 0;
function audio(): HTMLAudioElement {
  return screen.getByTestId('narration-audio') as HTMLAudioElement;
}

beforeEach(() => {
  clock = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
  });
  Object.defineProperty(HTMLMediaElement.prototype, 'currentTime', {
    configurable: true,
    get: () => clock / 1000,
    set: (seconds: number) => {
      clock = seconds * 1000;
    },
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLMediaElement.prototype, 'currentTime');
});

/** The book, with a second text beneath when given (a bilingual edition). */
const book = (narration: NarrationSource, secondText?: { language: 'es'; paragraphs: string[] }) => (
  <StoryBook
    title="Mia Sails Away"
    paragraphs={PARAGRAPHS}
    imageUrls={PARAGRAPHS.map(() => null)}
    imageStatus={PARAGRAPHS.map(() => 'loading')}
    captions={[]}
    language="en"
    narration={narration}
    {...(secondText ? { secondText } : {})}
  />
);

const lit = () => document.querySelector('[data-narrated-word]');
const live = () => document.querySelector('[aria-live="polite"]')?.textContent;

describe('StoryBook reading its stored narration (issue 44)', () => {
  it('plays each page, lighting the word the audio is at, with pause, resume, speed and pages that turn by themselves', async () => {
    const user = userEvent.setup();
    const { narration } = source({ load: () => READY });
    render(book(narration));
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    expect(audio().getAttribute('src')).toBe('/files/page-1.mp3');
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(live()).toBe('Reading page 1 of 10');

    // Before the first word nothing is lit; then each word as the audio's clock reaches it.
    expect(lit()).toBeNull();
    for (const [ms, word, index] of [
      [100, 'Mia', '0'],
      [520, 'sails', '1'],
      [1700, '1', '4'],
    ] as const) {
      act(() => {
        clock = ms;
      });
      await waitFor(() => expect(lit()).toHaveTextContent(word));
      expect(lit()?.getAttribute('data-narrated-word')).toBe(index);
    }
    expect(live()).toBe('Reading page 1 of 10');

    // Faster, the pitch kept.
    await user.selectOptions(screen.getByLabelText('Speed'), '1.5×');
    expect(audio().playbackRate).toBe(1.5);
    expect((audio() as HTMLAudioElement & { preservesPitch?: boolean }).preservesPitch).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(audio().paused).toBe(true);
    expect(live()).toBe('Paused on page 1');
    const resume = screen.getByRole('button', { name: 'Resume' });
    expect(resume).toHaveAttribute('aria-pressed', 'true');
    await user.click(resume);
    expect(audio().paused).toBe(false);

    // The page ends: the next one plays by itself, at the speed chosen.
    act(() => {
      clock = 0;
      audio().dispatchEvent(new Event('ended'));
    });
    await waitFor(() => expect(audio().getAttribute('src')).toBe('/files/page-2.mp3'));
    expect(audio().playbackRate).toBe(1.5);
    expect(live()).toBe('Reading page 2 of 10');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(audio().getAttribute('src')).toBe('/files/page-3.mp3');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(audio().getAttribute('src')).toBe('/files/page-2.mp3');

    // Pages that do not turn by themselves: the page ends and the reading stops there.
    const turn = screen.getByRole('button', { name: 'Turn pages by themselves' });
    expect(turn).toHaveAttribute('aria-pressed', 'true');
    await user.click(turn);
    expect(turn).toHaveAttribute('aria-pressed', 'false');
    act(() => {
      audio().dispatchEvent(new Event('ended'));
    });
    await screen.findByRole('button', { name: 'Read aloud' });
    expect(audio().getAttribute('src')).toBe('/files/page-2.mp3');
    expect(lit()).toBeNull();
  });

  it('asks for narration not made yet, says how far it is, and plays it once every page is ready', async () => {
    const user = userEvent.setup();
    let pages = READY.pages.map((p) => (p.page <= 3 ? p : { page: p.page, status: 'pending' as const }));
    const DAVID = 'en-US-Neural2-D';
    const notMade = READY.pages.map((p) => ({ page: p.page, status: 'pending' as const }));
    const { narration, calls } = source({
      load: (voice) => (voice === DAVID ? answer(notMade, DAVID) : answer(pages)),
      make: (voice) => (voice === DAVID ? answer(notMade, DAVID) : answer(pages)),
    });
    render(book(narration));
    expect(await screen.findByTestId('narration-progress')).toHaveTextContent(
      'Preparing the narration: 3 of 10 pages ready.',
    );
    expect(live()).toBe('Preparing the narration.');
    expect(calls.make).toEqual([undefined]);
    expect(screen.queryByRole('group', { name: 'Narration' })).not.toBeInTheDocument();
    pages = READY.pages;
    await screen.findByRole('group', { name: 'Narration' }, { timeout: 6000 });
    expect(live()).toBe('The narration is ready.');
    expect(calls.make).toHaveLength(1);

    // Another voice is asked for, and followed until it is made.
    await user.selectOptions(screen.getByLabelText('Voice'), 'David (calm)');
    await waitFor(() => expect(calls.make).toEqual([undefined, DAVID]));
    expect(await screen.findByTestId('narration-progress')).toHaveTextContent('0 of 10 pages ready');
    expect(screen.getByLabelText('Voice')).toHaveValue(DAVID);
  });

  it('asks again for an address refused after an hour and plays on from where it was; refused twice, it stops', async () => {
    const user = userEvent.setup();
    // Each answer signs the pages afresh, as the server does.
    let signed = 0;
    const { narration, calls } = source({
      load: () => {
        signed += 1;
        return answer(
          READY.pages.map((p) => ({ ...p, audioUrl: `${p.audioUrl as string}?signed=${signed}` })),
        );
      },
    });
    render(book(narration));
    await user.click(await screen.findByRole('button', { name: 'Read aloud' }));
    act(() => {
      audio().dispatchEvent(new Event('ended'));
    });
    await waitFor(() => expect(audio().getAttribute('src')).toBe('/files/page-2.mp3?signed=1'));
    expect(calls.load).toHaveLength(1);

    act(() => {
      clock = 1200;
      audio().dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(audio().getAttribute('src')).toBe('/files/page-2.mp3?signed=2'));
    expect(calls.load).toHaveLength(2);
    expect(clock).toBe(1200);
    expect(live()).toBe('Reading page 2 of 10');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    // The fresh address refused too: the reading stops and can be started again.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    act(() => {
      audio().dispatchEvent(new Event('error'));
    });
    await screen.findByRole('button', { name: 'Read aloud' });
    expect(calls.load).toHaveLength(2);
    expect(console.warn).toHaveBeenCalledWith('The narration could not be played', undefined);
  });

  it('says when the narration could not be made and offers to try again', async () => {
    const user = userEvent.setup();
    let pages: NarratedPage[] = READY.pages.map((p) =>
      p.page === 4
        ? { page: 4, status: 'failed', error: 'The narration of this page could not be made.' }
        : p,
    );
    const { narration, calls } = source({ load: () => answer(pages), make: () => answer(pages) });
    render(book(narration));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The narration could not be made.');
    expect(calls.make).toEqual([]);
    pages = READY.pages;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(calls.make).toEqual([undefined]);
    await screen.findByRole('group', { name: 'Narration' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("plays a shared book's narration without offering to make any", async () => {
    const { narration } = source({ load: () => READY });
    render(book(narration));
    await screen.findByRole('group', { name: 'Narration' });
    expect(screen.queryByLabelText('Voice')).not.toBeInTheDocument();
  });
});

describe('a bilingual book read aloud in either of its languages (issue 45)', () => {
  const SPANISH = Array.from({ length: 10 }, (_, i) => `Mia navega a la isla ${i + 1}.`);
  const spanishPage = (page: number, status: 'ready' | 'pending' = 'ready'): NarratedPage =>
    status === 'pending'
      ? { page, status }
      : {
          page,
          status,
          audioUrl: `/files/es/page-${page}.mp3`,
          mimeType: 'audio/mpeg',
          durationMs: 2500,
          words: wordsOf(SPANISH[page - 1] as string),
        };
  const bilingual = (status: 'ready' | 'pending' = 'ready'): NarrationResponse => ({
    ...READY,
    second: {
      language: 'es',
      voice: 'es-ES-Neural2-A',
      ready: status === 'ready',
      pages: Array.from({ length: 10 }, (_, i) => spanishPage(i + 1, status)),
    },
  });
  const bilingualBook = (narration: NarrationSource, shown = true) =>
    book(narration, shown ? { language: 'es', paragraphs: SPANISH } : undefined);

  it('offers both languages by name, reads the one chosen and lights its words', async () => {
    const user = userEvent.setup();
    const { narration } = source({ load: () => bilingual(), make: () => bilingual() });
    render(bilingualBook(narration));
    const choice = await screen.findByRole('group', { name: 'Read aloud in' });
    const english = within(choice).getByRole('radio', { name: 'English' });
    const spanish = within(choice).getByRole('radio', { name: 'Español' });
    expect(english).toBeChecked();
    expect(await screen.findByLabelText('Voice')).toBeInTheDocument();

    await user.click(spanish);
    expect(spanish).toBeChecked();
    // The voice picker is the first text's: the second is read in its language's own voice.
    expect(screen.queryByLabelText('Voice')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(audio().getAttribute('src')).toBe('/files/es/page-1.mp3');
    act(() => {
      clock = 520;
    });
    await waitFor(() => expect(lit()).toHaveTextContent('navega'));
    const second = lit()?.closest('[data-second-text]');
    expect(second).toHaveAttribute('lang', 'es');
    expect(second).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(audio().getAttribute('src')).toBe('/files/es/page-2.mp3');

    // Back to English: what was playing stops, and Read aloud reads the first text.
    await user.click(
      within(screen.getByRole('group', { name: 'Read aloud in' })).getByRole('radio', { name: 'English' }),
    );
    const play = await screen.findByRole('button', { name: 'Read aloud' });
    expect(lit()).toBeNull();
    await user.click(play);
    expect(audio().getAttribute('src')).toBe('/files/page-2.mp3');
    act(() => {
      clock = 100;
    });
    await waitFor(() => expect(lit()).toHaveTextContent('Mia'));
    expect(lit()?.closest('[data-second-text]')).toBeNull();
  });

  it("reads the second text with the browser's speech while its narration is being made, says so, and offers no choice where the second text is not shown", async () => {
    const user = userEvent.setup();
    const { spoken } = fakeSpeech();
    const { narration } = source({ load: () => bilingual('pending'), make: () => bilingual('pending') });
    const { unmount } = render(bilingualBook(narration));
    await screen.findByRole('group', { name: 'Narration' });
    await user.click(
      within(screen.getByRole('group', { name: 'Read aloud in' })).getByRole('radio', { name: 'Español' }),
    );
    expect(await screen.findByTestId('narration-progress')).toHaveTextContent('0 of 10 pages ready');
    expect(screen.queryByRole('group', { name: 'Narration' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(spoken.map((u) => [u.text, u.lang])).toEqual([[SPANISH[0], 'es']]);
    const read = document.querySelector('[aria-current="true"]');
    expect(read).toHaveAttribute('data-second-text');
    expect(read).toHaveTextContent(SPANISH[0] as string);
    expect(audio().getAttribute('src')).toBeNull();
    unmount();

    render(bilingualBook(source({ load: () => bilingual() }).narration, false));
    await screen.findByRole('group', { name: 'Narration' });
    expect(screen.queryByRole('group', { name: 'Read aloud in' })).not.toBeInTheDocument();
  });
});
