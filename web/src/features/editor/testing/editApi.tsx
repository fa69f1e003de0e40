import { act, screen, waitFor } from '@testing-library/react';
import type { User } from 'firebase/auth';
import type { BilingualText, UnsurePicture } from '@contract/books';
import type { RestyleStatusResponse } from '@contract/restyle';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { auth } from '../../../lib/firebase';
import { installFetch, json, type FetchHandler } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';

export const BOOK_ID = '1700000000000';
export const TITLE = 'Mia and the Moon Boat';
export const PARAGRAPHS = Array.from({ length: 10 }, (_, i) => `Page ${i + 1} of the adventure.`);
export const LEGENDS = Array.from({ length: 10 }, (_, i) => `Mia on page ${i + 1}, smiling under the moon`);
export const ORIGINALS = Array.from({ length: 10 }, (_, i) => `${BOOK_ID}_${i + 1}`);
export const STATE = {
  bookID: BOOK_ID,
  storyTitle: TITLE,
  formattedStory: PARAGRAPHS.join('\n\n'),
  imageNum: 'None',
};

const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });

export interface FakeBook {
  used: number;
  storyType: 'Essential' | 'Enhanced';
  /** Image ids imageOutput answers with a PNG; the others are 404 'not ready'. */
  ready: Set<string>;
  /** Every redo id handed out, in order. */
  redos: string[];
  /** getlegends [8]: the pictures the page check was unsure of (left out when none). */
  unsure: UnsurePicture[];
  /** The parent's balance (getNumCredits). */
  credits: number;
  /** restyleStatus: the book's latest restyle ('none' until restyleStory is called). */
  restyle: RestyleStatusResponse;
  /** getlegends [9]: a bilingual book's second text (issue 45); absent: one language. */
  second?: BilingualText;
}

/** A book never restyled, drawn in classic. */
export const NOT_RESTYLED: RestyleStatusResponse = {
  status: 'none',
  artStyle: 'classic',
  from: null,
  to: null,
  drawn: 0,
  failed: 0,
  total: 10,
  imageIds: [],
};
export const RESTYLED = Array.from({ length: 10 }, (_, i) => `${BOOK_ID}_${i + 1}_1`);

/**
 * The edit API of one book: getlegends (numbered paragraphs, 'Name:n' list), imageOutput,
 * getCounter, the three redo calls (counting, naming '{bookId}_{n}_{variant}'), selection and PDF.
 * `overrides` replace single routes.
 */
export function fakeEditApi(
  options: Partial<Pick<FakeBook, 'used' | 'storyType' | 'unsure' | 'credits' | 'second'>> = {},
  overrides: Record<string, FetchHandler> = {},
) {
  const book: FakeBook = {
    used: options.used ?? 0,
    storyType: options.storyType ?? 'Essential',
    ready: new Set(ORIGINALS),
    redos: [],
    unsure: options.unsure ?? [],
    credits: options.credits ?? 1,
    restyle: NOT_RESTYLED,
    ...(options.second ? { second: options.second } : {}),
  };
  let selected = ORIGINALS;
  const redo: FetchHandler = (init) => {
    const body = JSON.parse(String(init?.body)) as { index?: number; legendIndex?: number };
    const page = (body.index ?? body.legendIndex ?? 0) + 1;
    book.used += 1;
    const id = `${BOOK_ID}_${page}_${book.redos.filter((r) => r.startsWith(`${BOOK_ID}_${page}_`)).length + 1}`;
    book.redos.push(id);
    return json({ updatedCounter: book.used, updatedBookId: id });
  };
  const fetchMock = installFetch({
    'POST /user/getlegends': () =>
      json([
        BOOK_ID,
        TITLE,
        book.storyType,
        LEGENDS,
        [book.used],
        ['Mia:1', 'Grandma June:2'],
        PARAGRAPHS.map((p, i) => `${i + 1}. ${p}`).join('\n\n'),
        selected,
        ...(book.unsure.length > 0 || book.second ? [book.unsure] : []),
        ...(book.second ? [book.second] : []),
      ]),
    'POST /user/imageOutput': (init) => {
      const { bookId } = JSON.parse(String(init?.body)) as { bookId: string };
      return book.ready.has(bookId) ? png() : json({ error: 'not ready' }, 404);
    },
    'POST /user/getCounter': () => json(book.used),
    'POST /user/reDoImage': redo,
    'POST /user/reDoEssentialImage': redo,
    'POST /user/reDoEnhancedImage': redo,
    'POST /user/saveSelectedImageNumber': () => json({ saved: true }),
    'POST /user/createPdf': () => json({ bookId: BOOK_ID, generatedPdf: 1, pages: 20 }),
    'POST /user/createEnhancedPdf': () => json({ bookId: BOOK_ID, generatedPdf: 1, pages: 20 }),
    // Where Build leads.
    'POST /user/createLibrary': () => json([[BOOK_ID, TITLE, 1]]),
    'POST /user/getNumCredits': () => json(book.credits),
    'POST /user/restyleStatus': () => json(book.restyle),
    // A restyle to the style asked for, its pictures drawn as the test marks them ready.
    'POST /user/restyleStory': (init) => {
      const { artStyle } = JSON.parse(String(init?.body)) as { artStyle: RestyleStatusResponse['to'] };
      book.credits -= 1;
      book.restyle = {
        ...NOT_RESTYLED,
        status: 'drawing',
        from: 'classic',
        to: artStyle,
        imageIds: RESTYLED,
      };
      return json(book.restyle);
    },
    'POST /user/chooseRestyle': (init) => {
      const { use } = JSON.parse(String(init?.body)) as { use: 'new' | 'old' };
      selected = use === 'new' ? RESTYLED : ORIGINALS;
      const { from, to } = book.restyle;
      book.restyle = {
        ...book.restyle,
        status: use === 'new' ? 'used' : 'kept',
        artStyle: (use === 'new' ? to : from) ?? 'classic',
      };
      return json(book.restyle);
    },
    // Saved without a cast review: the editor opens at once.
    'POST /user/castStatus': () => json({ status: 'none', sheets: 0, sheetsLeft: 0 }),
    ...overrides,
  });
  const calls = (path: string) =>
    fetchMock.mock.calls
      .filter(([input]) => input === path)
      .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
  return { book, fetchMock, calls };
}

/** Object URLs in jsdom: 'blob:image-n', and which were revoked. */
export function stubObjectUrls() {
  let created = 0;
  const revoked: string[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:image-${(created += 1)}`),
    revokeObjectURL: vi.fn((url: string) => revoked.push(url)),
  });
  return { revoked };
}

const mockedAuth = auth as unknown as { currentUser: User | null };

/**
 * The frame of an editor test file: object URLs stubbed and timers faked (they advance on their
 * own) before each test, and, unless `quiet` is false, the failures the editor logs by design
 * (spec §8) kept out of the output; signed out with real timers after each. `revoked()` gives the
 * object URLs the current test revoked.
 */
export function useEditorFrame({ quiet = true }: { quiet?: boolean } = {}): { revoked(): string[] } {
  let revoked: string[] = [];
  beforeEach(() => {
    ({ revoked } = stubObjectUrls());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    if (quiet) vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    signOutApi();
    vi.useRealTimers();
  });
  return { revoked: () => revoked };
}

/** Signs in, renders the app and opens `path` with `state` as navigation state. */
export async function openWithState(path: string, state: unknown) {
  mockedAuth.currentUser = fakeUser();
  const view = renderApp({ path: '/about', user: fakeUser() });
  await screen.findByRole('heading', { level: 1 });
  await act(() => view.router.navigate(path, { state }));
  return view;
}

/** Opens an editor on `path` and waits until the book and all 10 pictures are on screen. */
export async function openWithPictures(path: string, state: unknown = STATE) {
  const view = await openWithState(path, state);
  await screen.findByRole('heading', { level: 2, name: TITLE });
  await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10'));
  return view;
}

export function signOutApi() {
  mockedAuth.currentUser = null;
}
