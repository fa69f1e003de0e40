import { screen, waitFor, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/firebase';
import { json } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';
import { BOOK_ID, fakeEditApi, stubObjectUrls, TITLE } from '../testing/editApi';

const mockedAuth = auth as unknown as { currentUser: User | null };

/** A reload: the edit address opened directly, without navigation state. */
function reload(path: string) {
  mockedAuth.currentUser = fakeUser();
  return renderApp({ path, user: fakeUser() });
}

describe('the editors after a reload', () => {
  beforeEach(() => {
    stubObjectUrls();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    mockedAuth.currentUser = null;
  });

  it.each([
    ['/library/essential/mia-and-the-moon-boat/edit', 'Edit your Photo Story'],
    ['/library/enhanced/mia-and-the-moon-boat/edit', 'Edit your Avatar Story'],
    ['/library/mia-and-the-moon-boat/edit', 'Edit your story'],
  ])('%s finds the book by the slug of its title in the Library', async (path, heading) => {
    const { calls } = fakeEditApi();
    reload(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: TITLE })).toBeInTheDocument();
    await waitFor(() => expect(calls('/user/getlegends')[0]).toEqual({ bookId: BOOK_ID }));
    expect(screen.queryByText(/We couldn.t tell which book to open/)).not.toBeInTheDocument();
  });

  it('says how the book is drawn and its language, from its library row (issue 28)', async () => {
    fakeEditApi(
      {},
      { 'POST /user/createLibrary': () => json([[BOOK_ID, TITLE, 1, null, null, 'es', 'watercolor']]) },
    );
    reload('/library/enhanced/mia-and-the-moon-boat/edit');
    expect(await screen.findByText('Art style: Watercolour')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Español')).toHaveAttribute('lang', 'es');
  });

  it('offers the way back to the Library when no book has that slug', async () => {
    fakeEditApi({}, { 'POST /user/createLibrary': () => json([['1700000000001', 'Another Story', 1]]) });
    reload('/library/essential/mia-and-the-moon-boat/edit');
    expect(await screen.findByText(/We couldn.t tell which book to open/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your Library' })).toHaveAttribute('href', '/library');
    await waitFor(() => expect(screen.queryByText('Finding your book...')).not.toBeInTheDocument());
  });
});
