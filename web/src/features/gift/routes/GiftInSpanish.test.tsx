import { screen, within } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth } from '../../../lib/firebase';
import { installFetch, json } from '../../../testing/fetch';
import { fakeUser, renderApp } from '../../../testing/renderApp';
import { englishLeft, inLocale } from '../../../test/i18nCheck';

const mockedAuth = auth as unknown as { currentUser: User | null };

beforeEach(() => {
  mockedAuth.currentUser = fakeUser();
  localStorage.setItem('emailVerifiedStatus', 'true');
  installFetch({ 'POST /user/getUserName': () => json({ userName: 'Abuela' }) });
});
afterEach(() => {
  mockedAuth.currentUser = null;
});

describe('/gift in Spanish (issue 45)', () => {
  inLocale('es');

  it('the form, its choices, its checks and its price are Spanish', async () => {
    const { events } = renderApp({ path: '/gift', user: fakeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Regala un cuento' });
    const form = within(screen.getByRole('form', { name: 'Datos del regalo' }));
    await events.selectOptions(form.getByRole('combobox', { name: '¿Cuántos cuentos?' }), '3 cuentos');
    await events.type(form.getByRole('textbox', { name: 'Un mensaje breve (opcional)' }), '¡Feliz día!');
    expect(form.getByText('11 de 300 caracteres')).toBeInTheDocument();
    expect(await form.findByText(/^3 × \d+,\d\d\s?(US)?\$/)).toBeInTheDocument();
    await events.click(form.getByRole('radio', { name: 'El día que yo elija' }));
    await events.click(form.getByRole('button', { name: 'Continuar al pago' }));
    expect(form.getByRole('alert')).toHaveTextContent('Dinos para quién es el regalo.');
    expect(englishLeft()).toEqual([]);
  });
});
