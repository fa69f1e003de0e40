import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from 'firebase/auth';
import { auth } from '../lib/firebase';
import { bodyOf, installFetch, json } from '../testing/fetch';
import { fakeUser, renderApp } from '../testing/renderApp';
import { LOCALE_STORAGE_KEY } from './chooseLocale';
import { activateLocale } from './i18n';
import { addressBar } from './localePath';

/** The Auth stand-in the API client reads the signed-in person's token from. */
const signedIn = auth as { currentUser: User | null };

function signIn() {
  const user = fakeUser();
  signedIn.currentUser = user;
  return user;
}

afterEach(async () => {
  signedIn.currentUser = null;
  await act(() => activateLocale('en'));
  localStorage.clear();
});

describe('the language switcher', () => {
  it('shows the page in the chosen language at once, and keeps the choice for the next visit', async () => {
    // A page with one address for every language (not a public page with its own per language).
    const { events } = renderApp({ path: '/newsletter/confirm' });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Give a story as a gift' })).toBeInTheDocument();

    await events.selectOptions(footer.getByRole('combobox', { name: 'Language' }), 'Español');
    expect(await footer.findByRole('link', { name: 'Regala un cuento' })).toBeInTheDocument();
    expect(footer.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    // The header's switcher and links follow.
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(header.getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
    // A sentence with a link inside keeps the link, in the new words.
    expect(footer.getByText(/Escríbenos a/)).toHaveTextContent(
      '¿Preguntas o ideas? Escríbenos a hello@storysprout.com',
    );
    expect(footer.getByRole('link', { name: 'hello@storysprout.com' })).toHaveAttribute(
      'href',
      'mailto:hello@storysprout.com',
    );
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
  });

  it('follows the account to a new device, and keeps a choice made while signed in with the account', async () => {
    const fetchMock = installFetch({ 'POST /user/interfaceLanguage': () => json({ language: 'de' }) });
    const { events } = renderApp({ path: '/newsletter/confirm', user: signIn() });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByRole('link', { name: 'Eine Geschichte verschenken' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/user/interfaceLanguage', 0)).toEqual({});

    await events.selectOptions(footer.getByRole('combobox', { name: 'Sprache' }), 'Italiano');
    expect(await footer.findByRole('link', { name: 'Regala una storia' })).toBeInTheDocument();
    await waitFor(() => expect(bodyOf(fetchMock, '/user/interfaceLanguage', 1)).toEqual({ language: 'it' }));
  });

  it('gives an account without a language the one its person reads now', async () => {
    const fetchMock = installFetch();
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    await act(() => activateLocale('fr'));
    renderApp({ path: '/blog', user: signIn() });
    await waitFor(() => expect(bodyOf(fetchMock, '/user/interfaceLanguage', 1)).toEqual({ language: 'fr' }));
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Offrir une histoire' }),
    ).toBeInTheDocument();
  });

  it('on a public page, goes to the same page at the chosen language’s address', async () => {
    const open = vi.spyOn(addressBar, 'open').mockImplementation(() => {});
    const { events } = renderApp({ path: '/gallery/aisha-s-sunflower?x=1' });
    const footer = within(await screen.findByRole('contentinfo'));
    await events.selectOptions(footer.getByRole('combobox', { name: 'Language' }), 'Français');
    await waitFor(() => expect(open).toHaveBeenCalledWith('/fr/gallery/aisha-s-sunflower?x=1'));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
    open.mockRestore();
  });

  it('under a language’s address, links keep it and English goes back to the root', async () => {
    await act(() => activateLocale('es'));
    const open = vi.spyOn(addressBar, 'open').mockImplementation(() => {});
    const { events } = renderApp({ path: '/es/blog', basename: '/es' });
    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('link', { name: 'Galería' })).toHaveAttribute('href', '/es/gallery');
    const footer = within(screen.getByRole('contentinfo'));
    await events.selectOptions(footer.getByRole('combobox', { name: 'Idioma' }), 'English');
    await waitFor(() => expect(open).toHaveBeenCalledWith('/blog'));
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    open.mockRestore();
  });
});
