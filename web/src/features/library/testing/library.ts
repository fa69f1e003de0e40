import { screen, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { auth } from '../../../lib/firebase';
import { json } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';

/** The stand-in `auth` of lib/firebase (mocked in testing/setup.ts). */
const mockedAuth = auth as unknown as { currentUser: User | null };

/**
 * Signs in and opens /library; answers once `shown` is on the page (by default the page's
 * heading, which stands whether there are books or none).
 */
export async function openLibrary(shown?: string) {
  mockedAuth.currentUser = fakeUser();
  const view = renderApp({ path: '/library', user: fakeUser() });
  if (shown) await screen.findByText(shown);
  else await screen.findByRole('heading', { level: 1, name: 'Your Library' });
  return view;
}

export function signOut(): void {
  mockedAuth.currentUser = null;
}

/** The titles of the books listed, in their order. */
export const titlesShown = () =>
  within(screen.getByRole('list', { name: 'Your books' }))
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

/** "A Kite for Zoé", a saved book of ten pages made on 1 March 2026 (noon UTC). */
export const KITE = '1772366400000';
export const KITE_PARAGRAPHS = Array.from({ length: 10 }, (_, i) => `Zoé ran up hill number ${i + 1}.`);

/** POST /user/getlegends' answer for KITE: its words, and each page's first picture chosen. */
export const kiteLegends = () =>
  json([
    KITE,
    'A Kite for Zoé',
    'Enhanced',
    KITE_PARAGRAPHS,
    [0],
    ['Zoé:1'],
    KITE_PARAGRAPHS.join('\n\n'),
    KITE_PARAGRAPHS.map((_, i) => `${KITE}_${i + 1}`),
  ]);
