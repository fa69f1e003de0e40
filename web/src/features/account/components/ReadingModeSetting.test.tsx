import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetReadingModeForTests } from '../../../components/readingMode/readingModeStore';
import { AuthContext } from '../../../lib/auth';
import { auth } from '../../../lib/firebase';
import { bodyOf, installFetch, readingModeAnswer } from '../../../testing/fetch';
import { fakeUser } from '../../../testing/renderApp';
import { ReadingModeSetting } from './ReadingModeSetting';

const mockedAuth = auth as unknown as { currentUser: User | null };

describe('the account’s reading mode setting (issue 44)', () => {
  beforeEach(() => {
    resetReadingModeForTests();
    localStorage.clear();
    mockedAuth.currentUser = fakeUser();
  });
  afterEach(() => {
    mockedAuth.currentUser = null;
  });

  it('shows the account’s mode and keeps a new choice with the account', async () => {
    const fetchMock = installFetch({
      'POST /user/readingMode': readingModeAnswer({
        on: true,
        typeface: 'opendyslexic',
        textSize: 'regular',
      }),
    });
    const user = userEvent.setup();
    render(
      <AuthContext.Provider
        value={{
          user: fakeUser(),
          loading: false,
          confirmed: true,
          confirm: () => {},
          signOut: async () => {},
        }}
      >
        <ReadingModeSetting />
      </AuthContext.Provider>,
    );
    expect(screen.getByRole('heading', { name: 'Reading mode' })).toBeInTheDocument();
    const toggle = screen.getByRole('checkbox', { name: 'Use reading mode' });
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.getByRole('radio', { name: /OpenDyslexic/ })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Larger' }));
    expect(await screen.findByText('Saved. Your books open this way.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/user/readingMode', 1)).toEqual({
      readingMode: { on: true, typeface: 'opendyslexic', textSize: 'large' },
    });

    await user.click(toggle);
    await waitFor(() =>
      expect(bodyOf(fetchMock, '/user/readingMode', 2)).toEqual({
        readingMode: { on: false, typeface: 'opendyslexic', textSize: 'large' },
      }),
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
