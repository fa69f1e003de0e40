import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '../../lib/auth';
import { auth } from '../../lib/firebase';
import { bodyOf, installFetch, json, readingModeAnswer } from '../../testing/fetch';
import { fakeUser } from '../../testing/renderApp';
import { ReadingModeArea } from './ReadingModeArea';
import { ReadingModeControl } from './ReadingModeControl';
import { READING_MODE_STORAGE_KEY, resetReadingModeForTests } from './readingModeStore';

const mockedAuth = auth as unknown as { currentUser: User | null };

const session = (user: User | null): AuthState => ({
  user,
  loading: false,
  confirmed: true,
  confirm: () => {},
  signOut: async () => {},
});

/** A page of a book as StoryBook lays it out, in the reader's area, with the reader's control. */
function renderReader(user: User | null = null) {
  return render(
    <AuthContext.Provider value={session(user)}>
      <ReadingModeArea>
        <h2 id="reader-title">Mia and the Moon</h2>
        <article id="reader-page-1">
          <p>Mia found a tiny green sprout.</p>
        </article>
        <ReadingModeControl />
      </ReadingModeArea>
    </AuthContext.Provider>,
  );
}

const area = () => document.querySelector('.reading-mode-area') as HTMLElement;

describe('the reading mode (issue 44)', () => {
  beforeEach(() => {
    resetReadingModeForTests();
    localStorage.clear();
  });
  afterEach(() => {
    mockedAuth.currentUser = null;
    vi.restoreAllMocks();
  });

  it('is off until chosen: the book shows as usual', () => {
    const fetchMock = installFetch();
    renderReader();
    expect(area()).toHaveAttribute('data-reading-mode', 'off');
    expect(area().style.getPropertyValue('--reading-letter-spacing')).toBe('');
    expect(screen.getByRole('button', { name: 'Reading mode' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/user/readingMode', expect.anything());
  });

  it('turns on from the reader, with a typeface and a larger size, kept in this browser when signed out', async () => {
    const fetchMock = installFetch();
    const user = userEvent.setup();
    renderReader();
    await user.click(screen.getByRole('button', { name: 'Reading mode' }));
    const dialog = screen.getByRole('dialog', { name: 'Reading mode' });
    // The choices of face and size appear once the mode is on.
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Use reading mode' }));
    expect(area()).toHaveAttribute('data-reading-mode', 'on');
    expect(area()).toHaveAttribute('data-typeface', 'atkinson-hyperlegible');
    expect(area().style.getPropertyValue('--reading-letter-spacing')).toBe('0.12em');
    expect(area().style.getPropertyValue('--reading-word-spacing')).toBe('0.32em');
    expect(area().style.getPropertyValue('--reading-line-height')).toBe('1.9');
    expect(within(dialog).getByRole('radio', { name: /Atkinson Hyperlegible/ })).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: /OpenDyslexic/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Larger' }));
    expect(area()).toHaveAttribute('data-typeface', 'opendyslexic');
    expect(area()).toHaveAttribute('data-text-size', 'large');
    expect(area().style.getPropertyValue('--reading-typeface')).toMatch(/^'OpenDyslexic'/);
    expect(JSON.parse(localStorage.getItem(READING_MODE_STORAGE_KEY) ?? 'null')).toEqual({
      on: true,
      typeface: 'opendyslexic',
      textSize: 'large',
    });
    expect(fetchMock).not.toHaveBeenCalledWith('/user/readingMode', expect.anything());

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reading mode: on' })).toHaveFocus();
  });

  it('comes back from this browser on the next visit, and ignores a broken stored value', () => {
    installFetch();
    localStorage.setItem(
      READING_MODE_STORAGE_KEY,
      JSON.stringify({ on: true, typeface: 'opendyslexic', textSize: 'regular' }),
    );
    const { unmount } = renderReader();
    expect(area()).toHaveAttribute('data-reading-mode', 'on');
    expect(area()).toHaveAttribute('data-typeface', 'opendyslexic');
    unmount();
    resetReadingModeForTests();
    localStorage.setItem(READING_MODE_STORAGE_KEY, '{"on":"maybe"}');
    renderReader();
    expect(area()).toHaveAttribute('data-reading-mode', 'off');
  });

  it('follows the account when signed in, and keeps a change with it', async () => {
    mockedAuth.currentUser = fakeUser();
    const fetchMock = installFetch({
      'POST /user/readingMode': readingModeAnswer({
        on: true,
        typeface: 'atkinson-hyperlegible',
        textSize: 'large',
      }),
    });
    const user = userEvent.setup();
    renderReader(fakeUser());
    await waitFor(() => expect(area()).toHaveAttribute('data-reading-mode', 'on'));
    expect(area()).toHaveAttribute('data-text-size', 'large');
    expect(bodyOf(fetchMock, '/user/readingMode')).toEqual({});

    await user.click(screen.getByRole('button', { name: 'Reading mode: on' }));
    await user.click(screen.getByRole('radio', { name: 'Usual size' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, '/user/readingMode', 1)).toEqual({
        readingMode: { on: true, typeface: 'atkinson-hyperlegible', textSize: 'regular' },
      }),
    );
    expect(area()).toHaveAttribute('data-text-size', 'regular');
    // The account keeps it, not this browser.
    expect(localStorage.getItem(READING_MODE_STORAGE_KEY)).toBeNull();
  });

  it('gives an account without a mode the one this browser was reading in', async () => {
    mockedAuth.currentUser = fakeUser();
    localStorage.setItem(
      READING_MODE_STORAGE_KEY,
      JSON.stringify({ on: true, typeface: 'atkinson-hyperlegible', textSize: 'regular' }),
    );
    const fetchMock = installFetch();
    renderReader(fakeUser());
    await waitFor(() =>
      expect(bodyOf(fetchMock, '/user/readingMode', 1)).toEqual({
        readingMode: { on: true, typeface: 'atkinson-hyperlegible', textSize: 'regular' },
      }),
    );
    expect(area()).toHaveAttribute('data-reading-mode', 'on');
  });

  it('says so when the account could not keep a change', async () => {
    mockedAuth.currentUser = fakeUser();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFetch({
      'POST /user/readingMode': (init) =>
        JSON.parse(String(init?.body)).readingMode
          ? json({ error: 'Try again' }, 500)
          : json({ readingMode: null }),
    });
    const user = userEvent.setup();
    renderReader(fakeUser());
    await user.click(screen.getByRole('button', { name: 'Reading mode' }));
    await user.click(screen.getByRole('checkbox', { name: 'Use reading mode' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't save your reading mode just now. Please try again in a moment.",
    );
  });
});
