import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inLocale } from '../../../test/i18nCheck';
import { englishLeft } from '../../../test/englishLeftInApp';
import { creationApi, openAs, signOutApi } from '../testing/helpers';

describe('the creation pages in Spanish (issue 45)', () => {
  inLocale('es');
  afterEach(signOutApi);

  it('/create: the greeting, the credit balance and the story types', async () => {
    creationApi();
    openAs('/create');
    await screen.findByRole('heading', { level: 2, name: '¡Hola, Sam Rivera!' });
    expect(await screen.findByText('3 créditos de cuento')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('Photo Stories: the form, the selects and the check on Generate', async () => {
    creationApi();
    const { events } = openAs('/createessential');
    await screen.findByRole('heading', { level: 1, name: 'Cuentos con fotos' });
    const language = screen.getByRole('combobox', { name: 'Idioma del cuento' });
    expect(within(language).getByRole('option', { name: 'Alemán (Deutsch)' })).toBeInTheDocument();
    const relationship = screen.getByRole('combobox', { name: 'Parentesco' });
    expect(within(relationship).getByRole('option', { name: 'Abuela' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Acuarela/ })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);

    await events.click(screen.getByRole('button', { name: 'Generar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inténtalo de nuevo' });
    expect(dialog).toHaveTextContent('Dale un nombre a tu personaje principal');
    expect(englishLeft()).toEqual([]);
  });

  it('Avatar Stories: the looks, the genders and the story editor', async () => {
    creationApi();
    openAs('/createenhanced');
    await screen.findByRole('heading', { level: 1, name: 'Cuentos con avatar' });
    expect(screen.getByRole('radio', { name: 'Piel clara, pelo rubio' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Niña' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reescribir cuento' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });
});
