import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/renderApp';
import { inLocale } from '../../../test/i18nCheck';
import { englishLeft } from '../../../test/englishLeftInApp';
import { resetFirebaseAuthMocks } from '../testing/firebaseAuthMock';

vi.mock('firebase/auth', async () => (await import('../testing/firebaseAuthMock')).firebaseAuth);

describe('the sign-in and sign-up pages in Spanish (issue 45)', () => {
  inLocale('es');
  beforeEach(() => resetFirebaseAuthMocks());

  it('log in: every label, button and the reset hint are Spanish', async () => {
    const { events } = renderApp({ path: '/login', user: null });
    await screen.findByRole('heading', { level: 1, name: 'Inicia sesión en tu cuenta' });
    await events.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }));
    expect(screen.getByText(/Escribe tu correo electrónico arriba/)).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('sign up: the form, the gift code and the consent line are Spanish', async () => {
    const { events } = renderApp({ path: '/signup', user: null });
    await screen.findByRole('heading', { level: 1, name: 'Regístrate' });
    await events.click(screen.getByRole('button', { name: '¿Tienes un código de regalo?' }));
    const form = within(screen.getByRole('form', { name: 'Regístrate' }));
    expect(form.getByLabelText('Código de regalo (opcional)')).toBeInTheDocument();
    expect(form.getByRole('link', { name: 'Términos de uso y Política de privacidad' })).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });

  it('educator sign-up: both account types and the organisation choices are Spanish', async () => {
    const { events } = renderApp({ path: '/signupEducators', user: null });
    await screen.findByRole('heading', { level: 1, name: 'Regístrate como educador' });
    expect(englishLeft()).toEqual([]);
    await events.click(screen.getByRole('radio', { name: 'Organización educativa' }));
    await events.click(screen.getByRole('radio', { name: 'Unirme a una organización existente' }));
    expect(screen.getByLabelText(/Código de acceso/)).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });
});
