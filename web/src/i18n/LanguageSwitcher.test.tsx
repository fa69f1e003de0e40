import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp';
import { LOCALE_STORAGE_KEY } from './chooseLocale';
import { activateLocale } from './i18n';

afterEach(async () => {
  await act(() => activateLocale('en'));
  localStorage.clear();
});

describe('the language switcher', () => {
  it('shows the page in the chosen language at once, and keeps the choice for the next visit', async () => {
    const { events } = renderApp({ path: '/blog' });
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
});
